// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * An ESLint rule: no import cycle between modules. import-x/no-cycle sees files; this sees the folders a
 * codebase is made of (`server/src/modules/<name>`), where `records` importing `bets` while `bets` imports
 * `records` is a cycle even when no single file imports itself back. Every other file is a node of its own, so a
 * path through http/ or db/ counts too. Type-only imports do not count (they vanish at run time), nor do tests.
 *
 * Options: `{ roots: ['server/src'], units: ['server/src/modules/*'] }`, paths from the working directory; a unit
 * pattern ends in `/*`: each folder below it is one unit.
 */

const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;
// import … from './x', export … from './x', import './x' (relative only: packages never import back into us). The
// clause is a default name, braces or a star, so that a match never runs on into the next statement.
const IMPORT =
  /(?:^|[\n;])\s*(import|export)(\s+type)?\s+(?:((?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)?)\s*from\s*)?['"](\.{1,2}\/[^'"]*)['"]/g;

/** @type {Map<string, { nodeOf: (file: string) => string, edges: Map<string, Map<string, string>>, component: Map<string, number> }>} */
const graphs = new Map();

function walk(folder, files) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') {
        walk(path, files);
      }
    } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) {
      files.push(path);
    }
  }
}

/** The file an import names, or undefined when it is not a source file here. */
function resolveImport(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    if (SOURCE_FILE.test(candidate) && existsSync(candidate)) {
      return candidate;
    }
  }
  return undefined;
}

function isTypeOnly(keyword, clause) {
  if (keyword !== undefined) {
    return true;
  }
  const named = clause?.match(/^\{([\s\S]*)\}$/);
  if (!named) {
    return false;
  }
  const names = named[1]
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** Tarjan's strongly connected components: the nodes of each cycle share a number. */
function findComponents(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  let counter = 0;
  let components = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1) {
        for (const cyclic of members) {
          component.set(cyclic, components);
        }
        components += 1;
      }
    }
  };
  for (const node of edges.keys()) {
    if (!index.has(node)) {
      visit(node);
    }
  }
  return component;
}

function buildGraph(cwd, roots, units) {
  const unitFolders = units.map((pattern) => resolve(cwd, pattern.replace(/\/\*$/, '')));
  const nodeOf = (file) => {
    for (const folder of unitFolders) {
      if (file.startsWith(folder + sep)) {
        return relative(cwd, join(folder, file.slice(folder.length + 1).split(sep)[0]));
      }
    }
    return relative(cwd, file);
  };
  const files = [];
  for (const root of roots) {
    walk(resolve(cwd, root), files);
  }
  /** node → (node it imports → the file and import that make the edge, for the message) */
  const edges = new Map();
  for (const file of files) {
    const from = nodeOf(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const [, , typeKeyword, clause, specifier] = match;
      const target = isTypeOnly(typeKeyword, clause?.trim()) ? undefined : resolveImport(file, specifier);
      const to = target === undefined ? undefined : nodeOf(target);
      if (to !== undefined && to !== from) {
        const out = edges.get(from) ?? new Map();
        out.set(to, out.get(to) ?? `${relative(cwd, file)} → ${specifier}`);
        edges.set(from, out);
      }
    }
  }
  return { nodeOf, edges, component: findComponents(edges) };
}

/** A shortest path of imports from `start` to `goal` inside their cycle. */
function findPath(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      break;
    }
    for (const next of graph.edges.get(node)?.keys() ?? []) {
      if (!previous.has(next) && graph.component.get(next) === graph.component.get(start)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const path = [];
  for (let node = goal; node !== undefined; node = previous.get(node)) {
    path.unshift(node);
  }
  return path;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between modules (folders), not only between files.' },
    schema: [
      {
        type: 'object',
        properties: {
          roots: { type: 'array', items: { type: 'string' } },
          units: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Import cycle between modules: {{cycle}}. A shared need becomes a module below both.',
    },
  },
  create(context) {
    const { roots = ['server/src'], units = ['server/src/modules/*'] } = context.options[0] ?? {};
    const cwd = context.cwd;
    const key = JSON.stringify([cwd, roots, units]);
    let graph = graphs.get(key);
    if (graph === undefined) {
      graph = buildGraph(cwd, roots, units);
      graphs.set(key, graph);
    }
    const cyclicGraph = graph;
    const file = context.filename;
    if (TEST_FILE.test(file)) {
      // Tests are not part of the graph: they may arrange state through any module.
      return {};
    }
    const from = cyclicGraph.nodeOf(file);
    const check = (node) => {
      const specifier = node.source?.value;
      const isTypeOnlyImport =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.specifiers?.length > 0 &&
          node.specifiers.every((specifier) => specifier.importKind === 'type'));
      if (typeof specifier !== 'string' || !specifier.startsWith('.') || isTypeOnlyImport) {
        return;
      }
      const target = resolveImport(file, specifier);
      const to = target === undefined ? undefined : cyclicGraph.nodeOf(target);
      const component = cyclicGraph.component.get(from);
      if (
        to === undefined ||
        to === from ||
        component === undefined ||
        cyclicGraph.component.get(to) !== component
      ) {
        return;
      }
      const back = findPath(cyclicGraph, to, from);
      context.report({ node, messageId: 'cycle', data: { cycle: [from, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
