import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function ruleIdsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('import boundaries', () => {
  const focusFile = 'apps/web/src/features/focus/components/fixture.tsx';

  it.each([
    ["import { useTodayTodos } from '@/features/todos/api/update-todo-status';", 'by alias'],
    ["import { useTodayTodos } from '../../todos/api/update-todo-status';", 'by a relative path'],
    ["import { useTodayTodos } from '../../../features/todos/api/update-todo-status';", 'through features/'],
  ])('refuses a feature importing another feature %s (%s)', async (line) => {
    expect(await ruleIdsFor(focusFile, `${line}\nexport const used = useTodayTodos;\n`)).toContain(
      'no-restricted-imports',
    );
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const code = [
      "import { focusKeys } from '../api/focus-query-keys';",
      "import { useTodayTodos } from '@/lib/today-todos-query';",
      "import { cn } from '@/lib/cn';",
      'export const used = [focusKeys, useTodayTodos, cn];',
      '',
    ].join('\n');
    expect(await ruleIdsFor(focusFile, code)).not.toContain('no-restricted-imports');
  });

  it('lets a feature read an entity, and refuses an entity reading a feature', async () => {
    const read =
      "import { useTodayTodos } from '@/entities/todos/today-todos-query';\nexport const used = useTodayTodos;\n";
    expect(await ruleIdsFor(focusFile, read)).not.toContain('no-restricted-imports');
    const upward =
      "import { focusKeys } from '@/features/focus/api/end-focus-block';\nexport const k = focusKeys;\n";
    expect(await ruleIdsFor('apps/web/src/entities/todos/fixture.ts', upward)).toContain(
      'no-restricted-imports',
    );
  });

  it.each(['apps/web/src/lib/fixture.ts', 'apps/web/src/components/ui/fixture.tsx'])(
    'refuses %s importing an entity',
    async (filePath) => {
      const code =
        "import { userKeys } from '@/entities/learner/user-query-keys';\nexport const k = userKeys;\n";
      expect(await ruleIdsFor(filePath, code)).toContain('no-restricted-imports');
    },
  );

  it('refuses shared lib code importing a feature', async () => {
    const code =
      "import { focusKeys } from '@/features/focus/api/focus-query-keys';\nexport const k = focusKeys;\n";
    expect(await ruleIdsFor('apps/web/src/lib/fixture.ts', code)).toContain('no-restricted-imports');
  });

  const LAYERS = 'molip/server-layers';

  it.each([
    [
      'apps/server/src/routes/focus/fixture.ts',
      "import { x } from '../study-plans/routes.ts';",
      'another route folder',
    ],
    [
      'apps/server/src/routes/focus/fixture.ts',
      "import { x } from '../../repositories/focus-blocks.ts';",
      'a repository',
    ],
    ['apps/server/src/queries/fixture.ts', "import { x } from '../commands/with-learner.ts';", 'a command'],
    ['apps/server/src/commands/fixture.ts', "import { x } from '../routes/focus/routes.ts';", 'a route'],
    [
      'apps/server/src/repositories/fixture.ts',
      "import { x } from '../plugins/authenticate.ts';",
      'a plugin',
    ],
    ['apps/server/src/repositories/fixture.ts', "import { x } from '../queries/focus.ts';", 'a query'],
    ['apps/server/src/presenters/fixture.ts', "import type { x } from '../db/client.ts';", 'the database'],
    ['apps/server/src/db/fixture.ts', "import { x } from '../repositories/users.ts';", 'a repository'],
    [
      'apps/server/src/repositories/fixture.ts',
      "import { x } from './daily-todo-units.ts';",
      'another repository',
    ],
    [
      'apps/server/src/repositories/fixture.ts',
      "import type { x } from '../repositories/users.ts';",
      'another repository through its folder',
    ],
    [
      'apps/server/src/repositories/fixture.ts',
      "import { x } from './../commands/focus-blocks.ts';",
      'a command by ./../',
    ],
    [
      'apps/server/src/lib/fixture.ts',
      "import { x } from '.././../src/db/client.ts';",
      'db by a winding path',
    ],
    [
      'apps/server/src/repositories/fixture.ts',
      "export { x } from '../commands/focus-blocks.ts';",
      'a command by re-export',
    ],
  ])('refuses a server file importing up its layers: %s importing %s (%s)', async (file, line) => {
    expect(await ruleIdsFor(file, `${line}\nexport const used = x;\n`)).toContain(LAYERS);
  });

  it.each([
    ['apps/server/src/repositories/fixture.ts', "await import('../commands/focus-blocks.ts')", 'a command'],
    ['apps/server/src/queries/fixture.ts', 'await import(`./../commands/with-learner.ts`)', 'a command'],
    ['apps/server/src/repositories/fixture.ts', "await import('./users.ts')", 'another repository'],
  ])('refuses a dynamic import up the layers: %s running %s (%s)', async (file, call) => {
    expect(await ruleIdsFor(file, `export const used = ${call};\n`)).toContain(LAYERS);
  });

  it('lets a server file import its own folder and the layers below it', async () => {
    const command = [
      "import { AppError } from '../lib/app-error.ts';",
      "import { activeBlock } from '../repositories/focus-blocks.ts';",
      "import { blockView } from '../queries/focus.ts';",
      "import { withLearner } from './with-learner.ts';",
      "import { addStudySeconds } from './../repositories/daily-todo-units.ts';",
      "const { endBlock } = await import('./focus-ending.ts');",
      'export const used = [AppError, activeBlock, blockView, withLearner, addStudySeconds, endBlock];',
      '',
    ].join('\n');
    expect(await ruleIdsFor('apps/server/src/commands/fixture.ts', command)).not.toContain(LAYERS);
    const route = [
      "import { currentUser } from '../../plugins/authenticate.ts';",
      "import { readBlock } from '../../queries/focus.ts';",
      "import { endFocusBlock } from '../../commands/focus-blocks.ts';",
      "import { settle } from './settle.ts';",
      'export const used = [currentUser, readBlock, endFocusBlock, settle];',
      '',
    ].join('\n');
    expect(await ruleIdsFor('apps/server/src/routes/focus/fixture.ts', route)).not.toContain(LAYERS);
    const repository = [
      "import type { Database } from '../db/client.ts';",
      "import { dailyTodoUnits } from './../db/schema.ts';",
      "import { AppError } from '../lib/app-error.ts';",
      "const { sql } = await import('drizzle-orm');",
      'export const used = [dailyTodoUnits, AppError, sql] as unknown as Database;',
      '',
    ].join('\n');
    expect(await ruleIdsFor('apps/server/src/repositories/fixture.ts', repository)).not.toContain(LAYERS);
  });

  it('refuses a framework import in the domain package', async () => {
    const code = "import Fastify from 'fastify';\nexport const app = Fastify;\n";
    expect(await ruleIdsFor('packages/domain/src/fixture.ts', code)).toContain('no-restricted-imports');
  });
});
