// Extracts every translation key the web app uses (t('key'), i18nKey="key", and string literals typed as
// TranslationKey) and checks that each locale file has every key, and that all locales have the same keys.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = 'web/src';
const LOCALES = 'web/src/i18n/locales';

function listFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function flatten(value: unknown, prefix: string, keys: Set<string>): void {
  if (typeof value === 'string') {
    keys.add(prefix);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix === '' ? key : `${prefix}.${key}`, keys);
    }
  }
}

const USE_PATTERNS = [
  /\bt\(\s*'([^']+)'/g,
  /\bt\(\s*"([^"]+)"/g,
  /i18nKey="([^"]+)"/g,
  /\bi18nKey:\s*'([^']+)'/g,
];
const used = new Map<string, string>();
for (const file of listFiles(SOURCE).filter(
  (path) => /\.(ts|tsx)$/.test(path) && !path.endsWith('.test.tsx'),
)) {
  const text = readFileSync(file, 'utf8');
  for (const pattern of USE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const key = match[1];
      if (key !== undefined && !key.includes('${')) {
        used.set(key.replace(/_(one|other|zero|few|many|two)$/, ''), file);
      }
    }
  }
}

const locales = readdirSync(LOCALES).filter((name) => name.endsWith('.json'));
const keysByLocale = new Map<string, Set<string>>();
for (const name of locales) {
  const keys = new Set<string>();
  flatten(JSON.parse(readFileSync(join(LOCALES, name), 'utf8')), '', keys);
  // Plural forms count as their base key.
  keysByLocale.set(name, new Set([...keys].map((key) => key.replace(/_(one|other|zero|few|many|two)$/, ''))));
}

const problems: string[] = [];
for (const [key, file] of used) {
  for (const [locale, keys] of keysByLocale) {
    if (!keys.has(key)) {
      problems.push(`${locale}: missing "${key}" (used in ${file})`);
    }
  }
}
const reference = keysByLocale.get('en.json') ?? new Set<string>();
for (const [locale, keys] of keysByLocale) {
  for (const key of reference) {
    if (!keys.has(key)) {
      problems.push(`${locale}: missing "${key}" (present in en.json)`);
    }
  }
  for (const key of keys) {
    if (!reference.has(key)) {
      problems.push(`${locale}: extra "${key}" (absent from en.json)`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} translation problem(s).`);
  process.exit(1);
}
console.log(`i18n: ${used.size} keys used, ${locales.length} locales complete.`);
