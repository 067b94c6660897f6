import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each table has one writer: the repository module that holds its inserts, updates and deletes. A behaviour
// that writes two tables is composed in commands/ from each table's writer.

const SRC = join(import.meta.dirname, '../src');

/** Writes outside a repository that must stay, each with its reason. */
const ALLOWED_OTHER_WRITERS: readonly { table: string; file: string; reason: string }[] = [
  {
    table: 'terms',
    file: 'db/seed/terms.ts',
    reason: 'the terms texts shipped with the app are seeded at start',
  },
];

/** Schema variable → table name, from `export const x = pgTable('x', …)`. */
function tablesOfSchema(schema: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const match of schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
    const [, variable, table] = match;
    if (variable && table) tables.set(variable, table);
  }
  return tables;
}

/** The tables a source text writes: Drizzle's insert/update/delete and raw SQL on a table or `${table}`. */
function tablesWrittenBy(text: string, tables: Map<string, string>): Set<string> {
  const names = new Set(tables.values());
  const written = new Set<string>();
  const note = (variable: string | undefined, name: string | undefined) => {
    const table = variable ? tables.get(variable) : name?.toLowerCase();
    if (table && names.has(table)) written.add(table);
  };
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) note(match[1], undefined);
  const target = String.raw`(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)`;
  const rawWrites = [
    new RegExp(String.raw`\binsert\s+into\s+${target}`, 'gi'),
    new RegExp(String.raw`\bupdate\s+${target}\s+set\b`, 'gi'),
    new RegExp(String.raw`\bdelete\s+from\s+${target}`, 'gi'),
  ];
  for (const pattern of rawWrites) for (const match of text.matchAll(pattern)) note(match[1], match[2]);
  return written;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Table → the source files (relative to src/) that write it. */
function writersOfTables(files: readonly { file: string; text: string }[], tables: Map<string, string>) {
  const writers = new Map<string, string[]>();
  for (const { file, text } of files)
    for (const table of tablesWrittenBy(text, tables))
      writers.set(table, [...(writers.get(table) ?? []), file]);
  return writers;
}

/** What breaks the one-writer rule: a write outside repositories/ not allowed above, or a second repository. */
function writerProblems(writers: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [table, files] of writers) {
    const allowed = (file: string) =>
      ALLOWED_OTHER_WRITERS.some((entry) => entry.table === table && entry.file === file);
    const repositories = files.filter((file) => file.startsWith('repositories/'));
    const others = files.filter((file) => !file.startsWith('repositories/') && !allowed(file));
    if (others.length > 0) problems.push(`${table} is written outside a repository: ${others.join(', ')}`);
    if (repositories.length > 1)
      problems.push(`${table} has ${repositories.length} writers: ${repositories.join(', ')}`);
  }
  return problems;
}

const tables = tablesOfSchema(readFileSync(join(SRC, 'db/schema.ts'), 'utf8'));
const sources = sourceFiles(SRC).map((path) => ({
  file: relative(SRC, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('table writers', () => {
  it('finds Drizzle and raw SQL writes by table', () => {
    const text = [
      'await tx.insert(users).values(row);',
      'await db.update(focusLogs).set({ seconds });',
      'await db.delete( pushSubscriptions ).where(x);',
      'sql`insert into ${contentUnits} (id) values (1)`;',
      "sql`UPDATE study_plans SET status = 'DONE'`;",
      'sql`delete from "review_logs" where true`;',
      'cache.delete(key); map.update(users2);',
    ].join('\n');
    expect([...tablesWrittenBy(text, tables)].sort()).toEqual([
      'content_units',
      'focus_logs',
      'push_subscriptions',
      'review_logs',
      'study_plans',
      'users',
    ]);
  });

  it('refuses a second writer of a table, and a write outside repositories/', () => {
    const writers = writersOfTables(
      [
        { file: 'repositories/users.ts', text: 'db.update(users)' },
        { file: 'repositories/admin.ts', text: 'db.update(users)' },
        { file: 'commands/x.ts', text: 'db.delete(focusLogs)' },
        { file: 'repositories/focus-logs.ts', text: 'db.delete(focusLogs)' },
      ],
      tables,
    );
    expect(writerProblems(writers)).toEqual([
      'users has 2 writers: repositories/users.ts, repositories/admin.ts',
      'focus_logs is written outside a repository: commands/x.ts',
    ]);
  });

  it('has one repository module writing each table', () => {
    const writers = writersOfTables(sources, tables);
    expect(writerProblems(writers)).toEqual([]);
    // The scan sees the server's writes at all: the learner's account has its writer.
    expect(writers.get('users')).toEqual(['repositories/users.ts']);
  });

  it('writes each focus table from its own repository', () => {
    const writers = writersOfTables(sources, tables);
    const focusTables = ['focus_sessions', 'focus_blocks', 'focus_block_todos', 'focus_logs'];
    expect(Object.fromEntries(focusTables.map((table) => [table, writers.get(table)]))).toEqual({
      focus_sessions: ['repositories/focus-sessions.ts'],
      focus_blocks: ['repositories/focus-blocks.ts'],
      focus_block_todos: ['repositories/focus-blocks.ts'],
      focus_logs: ['repositories/focus-logs.ts'],
    });
  });

  it('keeps no allowance that is no longer used', () => {
    const writers = writersOfTables(sources, tables);
    for (const entry of ALLOWED_OTHER_WRITERS) expect(writers.get(entry.table)).toContain(entry.file);
  });
});
