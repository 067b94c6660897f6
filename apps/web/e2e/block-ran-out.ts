import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { FocusApi } from './focus-api';
import { LEARNER_TIME_ZONE } from './learner-time-zone';
import { phoneOnOwnServer, startOwnServer } from './own-server';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

export type BlockRanOut = {
  /** A new page of the learner's phone, on the server started again a minute on; it has opened nothing yet. */
  page: Page;
  /** What the phone's console said that no journey expects. */
  contextConsole: string[];
  /** Closes the phone, stops the server and removes its data. */
  close(): Promise<void>;
};

/**
 * A learner whose 1-minute block ran out while its server was away, without a real minute waited: on a
 * server of its own, a plan of `units` and a block on `focused` with its log open (`beforeStop` sees that
 * page); then the server starts again on the same data with its clock a minute on (CLOCK_OFFSET_MS).
 */
export async function learnerWhoseBlockRanOut(
  browser: Browser,
  contextOptions: BrowserContextOptions,
  options: {
    name: string;
    units: [string, string];
    focused: string;
    beforeStop?: (page: Page) => Promise<void>;
  },
): Promise<BlockRanOut> {
  const server = await startOwnServer('time-up');
  const phone = await phoneOnOwnServer(browser, contextOptions, server.baseUrl, LEARNER_TIME_ZONE);
  const close = async () => {
    await phone.context.close();
    await server.dispose();
  };
  try {
    const before = await phone.context.newPage();
    await signUp(before, newLearner(options.name));
    const api = await FocusApi.inLearnerZone(before.request, server.baseUrl);
    await api.createPlanWithTwoTodosToday(options.units);
    const focused = (await api.todayTodoIds())[options.focused] ?? '';
    await api.startBlockNow([focused], 1);
    await api.post('/focus-logs/start', { dailyTodoUnitId: focused });
    await options.beforeStop?.(before);
    await before.close();

    await server.restartWithClock(61_000);
    return { page: await phone.context.newPage(), contextConsole: phone.contextConsole, close };
  } catch (error) {
    await close();
    throw error;
  }
}
