// Helpers of the benchmarks that load millions of rows straight into tables (agent-reports.ts, backoffice-reports.ts,
// contract-settlement.ts, lottery-settlement.ts): the random agent tree they share, and a table's indexes are dropped before the load and made again after it, which sorts once
// instead of inserting every row into every index.
import { sql } from 'kysely';

import { MEMBER_TYPE } from '../contracts/src/accounts';
import type { DatabaseHandle } from '../server/src/db/database';

/** The indexes of a table that are not a constraint's, as the statements that make them again. */
export async function dropIndexes(handle: DatabaseHandle, table: string): Promise<string[]> {
  const rows =
    handle.dialect === 'sqlite'
      ? (
          await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master
            where type = 'index' and tbl_name = ${table} and sql is not null`.execute(handle.db)
        ).rows
      : (
          await sql<{ name: string; definition: string }>`select i.relname as name,
            pg_get_indexdef(i.oid) as definition
            from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
            where t.relname = ${table}
              and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`.execute(handle.db)
        ).rows;
  for (const row of rows) {
    await sql`drop index ${sql.id(row.name)}`.execute(handle.db);
  }
  return rows.map((row) => row.definition);
}

/** Shares of a bench tree under each top agent: a few large agents, one of them with most of the tree. */
const TOP_WEIGHTS = [0.55, 0.25, 0.12, 0.08];
/** Levels below a top agent a bench tree reaches. */
const MAX_DEPTH = 8;
/** Ids of the benches' members start here (the demo deployment's own members stay below). */
export const FIRST_ID = 1_000_000;

/** A progress line with the time of day. */
export function log(message: string): void {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

export interface TreeNode {
  id: number;
  parent: number | null;
  depth: number;
  isAgent: boolean;
  agentChildren: number[];
}

/**
 * A random tree of `count` members from a fixed `seed`: each member walks down from a weighted top agent through
 * sub-agents and joins where it stops; one in 25 becomes an agent itself. Ids from FIRST_ID, parents first.
 */
export function buildTree(count: number, seed: number): TreeNode[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const nodes: TreeNode[] = TOP_WEIGHTS.map((_, index) => ({
    id: FIRST_ID + index,
    parent: null,
    depth: 0,
    isAgent: true,
    agentChildren: [],
  }));
  const byId = (id: number) => nodes[id - FIRST_ID] as TreeNode;
  while (nodes.length < count) {
    let pick = random();
    let top = 0;
    while (top < TOP_WEIGHTS.length - 1 && pick >= (TOP_WEIGHTS[top] ?? 0)) {
      pick -= TOP_WEIGHTS[top] ?? 0;
      top += 1;
    }
    let node = nodes[top] as TreeNode;
    while (node.depth < MAX_DEPTH - 1 && node.agentChildren.length > 0 && random() < 0.8) {
      node = byId(node.agentChildren[Math.floor(random() * node.agentChildren.length)] ?? node.id);
    }
    const depth = node.depth + 1;
    const child: TreeNode = {
      id: FIRST_ID + nodes.length,
      parent: node.id,
      depth,
      isAgent: depth < MAX_DEPTH && random() < 0.04,
      agentChildren: [],
    };
    if (child.isAgent) {
      node.agentChildren.push(child.id);
    }
    nodes.push(child);
  }
  return nodes;
}

/** Calls `write` with `rows` cut into batches of `size`, one after the other. */
export async function inBatches<T>(rows: readonly T[], size: number, write: (batch: T[]) => Promise<void>) {
  for (let start = 0; start < rows.length; start += size) {
    await write(rows.slice(start, start + size));
  }
}

/**
 * Members, their closure rows and team counts, written directly in their tables in one transaction; members registered
 * evenly from `firstAt` to `now`, in id order.
 */
export async function writeTree(
  handle: DatabaseHandle,
  nodes: readonly TreeNode[],
  window: { firstAt: number; now: number },
): Promise<void> {
  const { db } = handle;
  const { firstAt, now } = window;
  const closure: { ancestor_id: number; descendant_id: number; depth: number; joined_via: string | null }[] =
    [];
  const teams = new Map<number, { team_size: number; direct_members: number; sub_agents: number }>();
  for (const node of nodes) {
    let upper = node.parent;
    let depth = 1;
    while (upper !== null) {
      closure.push({
        ancestor_id: upper,
        descendant_id: node.id,
        depth,
        joined_via: depth === 1 ? 'code' : null,
      });
      const team = teams.get(upper) ?? { team_size: 0, direct_members: 0, sub_agents: 0 };
      team.team_size += 1;
      team.direct_members += depth === 1 ? 1 : 0;
      team.sub_agents += node.isAgent ? 1 : 0;
      teams.set(upper, team);
      upper = (nodes[upper - FIRST_ID] as TreeNode).parent;
      depth += 1;
    }
  }
  await db.transaction().execute(async (trx) => {
    await inBatches(nodes, 1000, async (batch) => {
      await trx
        .insertInto('member')
        .values(
          batch.map((node) => ({
            id: node.id,
            username: `bench${node.id}`,
            password_hash: 'bench',
            type: node.parent === null ? 1 : node.isAgent ? 2 : MEMBER_TYPE.member,
            status: 'ACTIVE',
            nickname: null,
            real_name: null,
            email: null,
            mobile: null,
            country_dialing_code: null,
            birthday: null,
            parent_id: node.parent,
            affiliate_code: null,
            language: null,
            icon: null,
            totp_secret: null,
            password_changed_at: firstAt,
            created_at: firstAt + Math.floor(((node.id - FIRST_ID) / nodes.length) * (now - firstAt)),
          })),
        )
        .execute();
    });
    await inBatches(closure, 2000, async (batch) => {
      await trx.insertInto('member_tree').values(batch).execute();
    });
    await inBatches([...teams], 2000, async (batch) => {
      await trx
        .insertInto('member_team')
        .values(batch.map(([memberId, team]) => ({ member_id: memberId, ...team })))
        .execute();
    });
  });
  log(`tree: ${nodes.length} members, ${closure.length} closure rows, ${teams.size} with a team`);
}
