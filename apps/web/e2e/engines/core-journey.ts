import { newLearner } from '../test-users';
import { FIND_ELEMENT, serializeQuery, waitUntil, type EnginePage, type Query } from './engine-page';

/** An attribute of the element a query finds, or null when there is none. */
const attributeOf = (page: EnginePage, query: Query, name: string) =>
  page.evaluate<string | null>(
    `(query, name) => { const element = (${FIND_ELEMENT})(query); return element && element.getAttribute(name); }`,
    serializeQuery(query),
    name,
  );

const exists = async (page: EnginePage, query: Query) =>
  page.evaluate<boolean>(`(query) => (${FIND_ELEMENT})(query) !== null`, serializeQuery(query));

const pathname = (page: EnginePage) => page.evaluate<string>('() => location.pathname');

/** The exact seconds a figure tile carries (its `dd` after the `dt` labelled `label`). */
const figureSeconds = (page: EnginePage, label: string) =>
  page.evaluate<number>(
    `(label) => {
      const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent.includes(label));
      return Number(term?.nextElementSibling?.getAttribute('data-seconds') ?? -1);
    }`,
    label,
  );

const showsText = (page: EnginePage, text: string) =>
  page.evaluate<boolean>('(text) => document.body.innerText.includes(text)', text);

async function expectText(page: EnginePage, text: string, timeoutMs?: number) {
  await waitUntil(`"${text}" on the page`, () => showsText(page, text), timeoutMs);
}

async function expectPath(page: EnginePage, pattern: RegExp) {
  await waitUntil(`a path like ${pattern}`, async () => pattern.test(await pathname(page)));
}

export type Step = { name: string; run: (page: EnginePage) => Promise<void> };

/**
 * Checked after every step: nothing was deployed during the run, so "a new version" is always false (Firefox
 * showed it to first-time learners while the first install of the worker was settling).
 */
export async function expectNoNewVersionBar(page: EnginePage) {
  if (await showsText(page, '새 버전이 있어요'))
    throw new Error('a new version was announced on a first visit');
}

/**
 * The learner's core journey at phone size, for a new learner each time: sign-in and the gates, a content
 * with two unit levels and the whole wizard, a to-do ticked off, the big button's quick start with the timer
 * counting, a reload mid-block, completing the to-do, ending the block and the session.
 */
export function coreJourney(): Step[] {
  const learner = newLearner('engine');
  const contentTitle = `엔진 확인 수학 ${Date.now().toString(36)}`;
  let secondsBeforeReload = 0;
  return [
    {
      name: 'sign in through the popup, agree to the terms and pick a username',
      async run(page) {
        await page.goto('/login');
        await page.withPopup(
          () => page.click({ role: 'button', name: '체험용으로 로그인' }),
          async (popup) => {
            await popup.fill({ role: 'textbox', name: '이메일' }, learner.email);
            await popup.fill({ role: 'textbox', name: '이름' }, learner.displayName);
            await popup.click({ role: 'button', name: '로그인', exact: true });
          },
        );
        await page.click({ role: 'radio', name: '만 14세 이상이에요' });
        await page.click({ role: 'checkbox', name: '전체 동의' });
        await page.click({ role: 'button', name: '동의하고 시작하기' });
        await page.fill({ role: 'textbox', name: '사용자명' }, learner.username);
        await page.click({ role: 'button', name: '확인', exact: true });
        await expectText(page, '오늘은 할 일이 없어요');
        // What the layout relies on for iPhone Safari: the dynamic viewport height and the safe-area insets.
        const layout = await page.evaluate<{ supported: boolean; fills: boolean }>(`() => ({
          supported: CSS.supports('min-height: 100dvh') && CSS.supports('padding-top: env(safe-area-inset-top)'),
          fills: document.querySelector('main').parentElement.getBoundingClientRect().height >= innerHeight,
        })`);
        if (!layout.supported || !layout.fills) throw new Error(`the page frame: ${JSON.stringify(layout)}`);
        await page.screenshot('dashboard-empty');
      },
    },
    {
      name: 'register a content with a chapter and two sections',
      async run(page) {
        await page.click({ role: 'link', name: '학습 계획 추가하기' });
        await page.click({ role: 'link', name: '새 학습 자료 만들기' });
        await page.fill({ role: 'textbox', name: '제목 (필수)' }, contentTitle);
        await page.click({ role: 'button', name: '수학', exact: true });
        await page.click({ role: 'button', name: '다음: 단원 구성' });
        await page.fill({ role: 'textbox', name: '1 단원 제목', exact: true }, '함수');
        await page.click({ role: 'button', name: '1 단원 편집', exact: true });
        await page.click({ role: 'button', name: '하위 단원 추가' });
        // The new unit takes focus with "새 단원" selected, and Enter adds the next one below it.
        await page.typeIntoFocused('일차함수');
        await page.pressEnter();
        await page.typeIntoFocused('이차함수');
        await page.screenshot('content-structure');
        await page.click({ role: 'button', name: /개로 등록하기$/ });
        await expectText(page, '학습 자료를 등록했어요');
        await page.click({ role: 'button', name: '이 자료로 학습 계획 만들기' });
      },
    },
    {
      name: 'plan it through the five wizard steps',
      async run(page) {
        // A new content starts with every unit selected.
        await page.click({ role: 'button', name: /^단원 2개 선택/ });
        await page.click({ role: 'button', name: '다음: 쉬는 날' });
        await page.click({ role: 'button', name: '다음: 학습 속도' });
        await page.click({ role: 'button', name: '하루 단원 수 늘리기' });
        await page.click({ role: 'button', name: '다음: 여유일' });
        await expectText(page, '예상 종료일');
        await page.screenshot('wizard-buffer');
        await page.click({ role: 'button', name: '학습 계획 만들기', exact: true });
        await expectText(page, '계획을 만들었어요');
        await expectPath(page, /^\/study-plan\/[0-9a-f-]+$/);
      },
    },
    {
      name: 'tick off a to-do on the dashboard',
      async run(page) {
        await page.goto('/');
        const row: Query = { role: 'checkbox', name: '1.1 일차함수', exact: true };
        await page.click(row);
        await waitUntil(
          '1.1 ticked off',
          async () => (await attributeOf(page, row, 'aria-checked')) === 'true',
        );
        await page.screenshot('dashboard-todos');
      },
    },
    {
      name: 'the big button starts focusing on the next to-do, and the timer counts',
      async run(page) {
        await page.click({ role: 'button', name: /1\.2 이차함수.*집중하기/ });
        await expectPath(page, /^\/focus-block\/current$/);
        await expectText(page, '집중 중');
        await waitUntil(
          'two seconds of focus',
          async () => (await figureSeconds(page, '집중 시간')) >= 2,
          20_000,
        );
        secondsBeforeReload = await figureSeconds(page, '집중 시간');
        await page.screenshot('focus-block');
      },
    },
    {
      name: 'a reload mid-block keeps the block and its time counting',
      async run(page) {
        await page.reload();
        await expectText(page, '집중 중');
        await waitUntil(
          'the focus time to count on from before the reload',
          async () => (await figureSeconds(page, '집중 시간')) > secondsBeforeReload,
          20_000,
        );
      },
    },
    {
      name: 'complete the to-do, end the block, then the session',
      async run(page) {
        await page.click({ role: 'button', name: '완료', exact: true });
        await waitUntil(
          'the to-do done',
          async () => !(await exists(page, { role: 'button', name: '완료', exact: true })),
        );
        // Nothing left today: once today's list is read, the stage offers a free focus with its 블록 종료.
        await waitUntil('the block carrying on', () =>
          exists(page, { role: 'button', name: '자유롭게 집중하기', exact: true }),
        );
        await page.click({ role: 'button', name: '블록 종료' });
        await waitUntil('the block summary', () => exists(page, { role: 'heading', name: /집중했어요$/ }));
        await page.screenshot('block-summary');
        await page.goto('/focus-session/current');
        await page.click({ role: 'button', name: '세션 종료' });
        await page.click({ role: 'button', name: '종료', exact: true });
        await waitUntil('the session ended', async () => (await pathname(page)) !== '/focus-session/current');
        await page.screenshot('session-ended');
      },
    },
  ];
}
