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

  it('refuses shared lib code importing a feature', async () => {
    const code =
      "import { focusKeys } from '@/features/focus/api/focus-query-keys';\nexport const k = focusKeys;\n";
    expect(await ruleIdsFor('apps/web/src/lib/fixture.ts', code)).toContain('no-restricted-imports');
  });

  it('refuses a server module importing another module, and a command importing routes', async () => {
    const crossing =
      "import { lockStudyPlan } from '../study-plans/repository.ts';\nexport const f = lockStudyPlan;\n";
    expect(await ruleIdsFor('apps/server/src/modules/focus/fixture.ts', crossing)).toContain(
      'no-restricted-imports',
    );
    const shared = [
      "import { AppError } from '../../lib/app-error.ts';",
      "import { activeBlock } from './repository.ts';",
      "import { withLearner } from '../../commands/with-learner.ts';",
      'export const used = [AppError, activeBlock, withLearner];',
      '',
    ].join('\n');
    expect(await ruleIdsFor('apps/server/src/modules/focus/fixture.ts', shared)).not.toContain(
      'no-restricted-imports',
    );
    const toRoutes =
      "import { focusBlockRoutes } from '../modules/focus/routes.ts';\nexport const r = focusBlockRoutes;\n";
    expect(await ruleIdsFor('apps/server/src/commands/fixture.ts', toRoutes)).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses a framework import in the domain package', async () => {
    const code = "import Fastify from 'fastify';\nexport const app = Fastify;\n";
    expect(await ruleIdsFor('packages/domain/src/fixture.ts', code)).toContain('no-restricted-imports');
  });
});
