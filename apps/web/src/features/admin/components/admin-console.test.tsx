import type { AdminOverview, AdminTermsList, AdminUser, AuditEntry } from '@molip/domain/admin';
import { addDays } from '@molip/domain/calendar-date';
import { termsContent, type TermsContent } from '@molip/domain/terms';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { api } from '@/lib/api-client';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { AdminConsole } from './admin-console';
import type { TermsTextSource } from './terms-text-source';

const TIME_ZONE = 'Asia/Seoul';
// 2026-11-22 (일) 15:00 in Seoul.
const NOW = new Date('2026-11-22T06:00:00.000Z');
const TODAY = '2026-11-22';

const overview = (): AdminOverview => ({
  users: { total: 1234, newInLast7Days: 12, activeToday: 87 },
  focusSecondsToday: 7500,
  focusMinutesToday: 125,
  sessionsActiveNow: 3,
  plansCreatedInLast7Days: 40,
  dailyActiveUsers: Array.from({ length: 30 }, (_, index) => ({
    date: addDays(TODAY, index - 29),
    count: index === 20 ? 120 : index === 29 ? 87 : 30,
  })),
});

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: '0b0a4a52-5d5f-4b5e-9f0e-1c2d3e4f5a6b',
  email: 'jimin@example.com',
  displayName: '지민',
  username: 'jimin',
  role: 'USER',
  createdAt: '2026-11-03T01:00:00.000Z',
  lastLoginAt: '2026-11-22T05:05:00.000Z',
  disabledAt: null,
  disabledReason: null,
  ageConfirmedAt: '2026-11-03T01:01:00.000Z',
  planCount: 3,
  secondsThisWeek: 8100,
  minutesThisWeek: 135,
  ...overrides,
});

const page = <T,>(items: T[], offset = 0, total = items.length) => ({
  total,
  limit: 20,
  offset,
  hasMore: offset + items.length < total,
});

const termsList = (): AdminTermsList => ({
  usersTotal: 1234,
  types: [
    {
      termsType: 'TERMS_OF_SERVICE',
      isRequired: true,
      versions: [
        {
          id: 11,
          version: 2,
          title: '서비스 이용약관',
          publishedAt: '2026-11-20T01:00:00.000Z',
          agreedCount: 800,
        },
        {
          id: 1,
          version: 1,
          title: '서비스 이용약관',
          publishedAt: '2026-01-05T01:00:00.000Z',
          agreedCount: 1200,
        },
      ],
    },
    {
      termsType: 'STATISTICS_AND_RANKING',
      isRequired: false,
      versions: [
        {
          id: 3,
          version: 1,
          title: '학습 통계 및 랭킹 참여 동의',
          publishedAt: '2026-01-05T01:00:00.000Z',
          agreedCount: 600,
        },
      ],
    },
  ],
});

const LATEST_TOS = '## 제1조 (목적)\n\n이 약관은 몰입 서비스의 이용 조건과 절차를 정합니다.\n\n- 첫째 항목';

const terms = (id: number): TermsContent => ({
  id,
  type: id === 3 ? 'STATISTICS_AND_RANKING' : 'TERMS_OF_SERVICE',
  version: id === 11 ? 2 : 1,
  title: id === 3 ? '학습 통계 및 랭킹 참여 동의' : '서비스 이용약관',
  isRequired: id !== 3,
  kind: id === 3 ? 'OPTIONAL' : 'REQUIRED',
  content:
    id === 3
      ? '## 제1조 (목적)\n\n이 동의는 학습 통계를 그룹 랭킹에 보여 주는 것과 그 조건을 정합니다.'
      : LATEST_TOS,
});

const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  action: 'USER_DISABLED',
  actor: { id: 'admin-1', email: 'admin@molip.test' },
  target: { id: 'user-1', email: 'jimin@example.com' },
  terms: null,
  reason: '욕설을 반복해서 남겼어요.',
  createdAt: '2026-11-21T09:30:00.000Z',
  ...overrides,
});

const apiError = (status: number, message: string, code = 'FORBIDDEN') =>
  jsonResponse({ statusCode: status, code, error: 'Error', message }, status);

type Handler = (
  url: URL,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

/** A fake server: the first handler that answers wins; anything else is a 404. */
function stubServer(...handlers: Handler[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    for (const handler of handlers) {
      const answer = await handler(url, init);
      if (answer) return answer;
    }
    return apiError(404, '찾을 수 없어요.', 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const on =
  (
    method: string,
    pathname: string,
    answer: (url: URL, init: RequestInit | undefined) => Response,
  ): Handler =>
  (url, init) =>
    url.pathname === pathname && (init?.method ?? 'GET') === method ? answer(url, init) : undefined;

const calls = (fetchMock: ReturnType<typeof stubServer>, method: string, pathname: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === pathname && (init?.method ?? 'GET') === method;
  });

/** The terms feature's reader stands in here; the route passes the real one. */
const termsText: TermsTextSource = {
  load: (termsId) => api.get(`/terms/${termsId}`, termsContent, { auth: false }),
  Preview: ({ content }) => <div data-testid="terms-preview">{content.split('\n')[0]}</div>,
};

const onTermsPublished = vi.fn();

const renderConsole = (tab?: string) =>
  renderWithProviders(
    <AdminConsole timeZone={TIME_ZONE} termsText={termsText} onTermsPublished={onTermsPublished} now={NOW} />,
    { route: tab ? `/admin?tab=${tab}` : '/admin' },
  );

afterEach(() => {
  onTermsPublished.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useAlertsStore.setState({ alerts: [] });
});

describe('AdminConsole overview', () => {
  it('shows the figures and the 30-day chart with a summary for screen readers', async () => {
    stubServer(on('GET', '/api/admin/overview', () => jsonResponse(overview())));
    renderConsole();

    expect(screen.getByRole('tab', { name: '개요' })).toHaveAttribute('aria-selected', 'true');
    const total = await screen.findByText('전체 사용자');
    expect(total.nextElementSibling).toHaveTextContent('1,234명');
    expect(screen.getByText('최근 7일 가입').nextElementSibling).toHaveTextContent('12명');
    expect(screen.getByText('오늘 활동').nextElementSibling).toHaveTextContent('87명');
    expect(screen.getByText('오늘 집중한 시간').nextElementSibling).toHaveTextContent('2시간 5분');
    expect(screen.getByText('지금 집중 중인 세션').nextElementSibling).toHaveTextContent('3개');
    expect(screen.getByText('최근 7일 만든 계획').nextElementSibling).toHaveTextContent('40개');
    expect(screen.getByRole('img', { name: /최근 30일 하루 활동 사용자 막대그래프/ })).toHaveAccessibleName(
      '최근 30일 하루 활동 사용자 막대그래프. 오늘 87명이 활동했어요. ' +
        '최근 30일 하루 평균은 35명이고, 가장 많았던 날은 11월 13일 (금) 120명이에요.',
    );
  });

  it('shows a skeleton only after a moment, then an error with a retry that asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: () => Response = () => apiError(403, '관리자만 사용할 수 있어요.');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = stubServer(async (url) => {
      if (url.pathname !== '/api/admin/overview') return undefined;
      await gate;
      return answer();
    });
    renderConsole();

    expect(screen.queryByTestId('admin-overview-skeleton')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(screen.getByTestId('admin-overview-skeleton')).toBeInTheDocument();

    release();
    vi.useRealTimers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('현황을 불러오지 못했어요');
    expect(alert).toHaveTextContent('관리자만 사용할 수 있어요.');

    answer = () => jsonResponse(overview());
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('1,234명')).toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/admin/overview').length).toBeGreaterThan(1);
  });

  it('moves between sections with the arrow keys and keeps the section in the address', async () => {
    stubServer(
      on('GET', '/api/admin/overview', () => jsonResponse(overview())),
      on('GET', '/api/admin/audit-log', () => jsonResponse({ entries: [], pagination: page([]) })),
    );
    const user = userEvent.setup();
    renderConsole();
    screen.getByRole('tab', { name: '개요' }).focus();
    await user.keyboard('{ArrowLeft}');
    const audit = screen.getByRole('tab', { name: '감사 기록' });
    expect(audit).toHaveFocus();
    expect(audit).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('아직 남은 기록이 없어요')).toBeInTheDocument();
  });
});

describe('AdminConsole users', () => {
  it('lists each account with its role, dates, plans, week and disabled reason', async () => {
    stubServer(
      on('GET', '/api/admin/users', () =>
        jsonResponse({
          users: [
            user(),
            user({
              id: '1b0a4a52-5d5f-4b5e-9f0e-1c2d3e4f5a6b',
              email: 'admin@molip.test',
              displayName: '운영자',
              username: null,
              role: 'ADMIN',
              lastLoginAt: null,
            }),
            user({
              id: '2b0a4a52-5d5f-4b5e-9f0e-1c2d3e4f5a6b',
              email: 'haneul@example.com',
              displayName: '하늘',
              username: 'haneul',
              disabledAt: '2026-11-21T03:00:00.000Z',
              disabledReason: '스팸 글을 올렸어요.',
            }),
          ],
          pagination: page([1, 2, 3]),
        }),
      ),
    );
    renderConsole('users');

    const list = await screen.findByRole('list', { name: '사용자' });
    const [jimin, admin, haneul] = within(list).getAllByRole('listitem');
    expect(jimin).toHaveTextContent('jimin@example.com@jimin');
    expect(jimin).toHaveTextContent('가입11월 3일 (화)');
    expect(jimin).toHaveTextContent('마지막 로그인오늘 14:05');
    expect(jimin).toHaveTextContent('계획3개');
    expect(jimin).toHaveTextContent('이번 주 집중2시간 15분');
    expect(admin).toHaveTextContent('관리자');
    expect(admin).toHaveTextContent('마지막 로그인없음');
    expect(haneul).toHaveTextContent('비활성');
    expect(haneul).toHaveTextContent('어제 비활성화 · 스팸 글을 올렸어요.');
    expect(screen.getByRole('button', { name: '하늘 다시 활성화' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '페이지' })).not.toBeInTheDocument();
  });

  it('searches once typing pauses, from the first page, and says when nothing matches', async () => {
    const fetchMock = stubServer(
      on('GET', '/api/admin/users', (url) => {
        const query = url.searchParams.get('query');
        const offset = Number(url.searchParams.get('offset'));
        if (query === null) {
          const users = Array.from({ length: 20 }, (_, index) =>
            user({
              id: `00000000-0000-4000-8000-0000000000${String(index + offset).padStart(2, '0')}`,
              displayName: `학습자 ${index + offset + 1}`,
            }),
          );
          return jsonResponse({ users, pagination: page(users, offset, 45) });
        }
        return jsonResponse({ users: [], pagination: page([]) });
      }),
    );
    const user$ = userEvent.setup();
    renderConsole('users');

    const pager = await screen.findByRole('navigation', { name: '페이지' });
    expect(pager).toHaveTextContent('1–20 / 전체 45명');
    expect(within(pager).getByRole('button', { name: '이전' })).toBeDisabled();
    await user$.click(within(pager).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(pager).toHaveTextContent('21–40 / 전체 45명'));
    expect(screen.getByText('학습자 21')).toBeInTheDocument();

    await user$.type(screen.getByRole('searchbox', { name: '사용자 검색' }), 'nobody');
    expect(
      await screen.findByText('‘nobody’에 맞는 사용자가 없어요', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const searches = calls(fetchMock, 'GET', '/api/admin/users').map(([input]) => String(input));
    // One request for the whole word, from the first page, never one per letter.
    expect(searches.filter((url) => url.includes('query='))).toEqual([
      '/api/admin/users?query=nobody&limit=20&offset=0',
    ]);
  });

  it('asks for a reason before disabling, sends it, then refreshes the list', async () => {
    let disabled = false;
    const fetchMock = stubServer(
      on('GET', '/api/admin/users', () =>
        jsonResponse({
          users: [
            disabled
              ? user({ disabledAt: '2026-11-22T05:59:00.000Z', disabledReason: '욕설을 반복해서 남겼어요.' })
              : user(),
          ],
          pagination: page([1]),
        }),
      ),
      on('PATCH', `/api/admin/users/${user().id}`, () => {
        disabled = true;
        return jsonResponse(
          user({ disabledAt: '2026-11-22T05:59:00.000Z', disabledReason: '욕설을 반복해서 남겼어요.' }),
        );
      }),
    );
    const userActions = userEvent.setup();
    renderConsole('users');

    await userActions.click(await screen.findByRole('button', { name: '지민 비활성화' }));
    const dialog = screen.getByRole('dialog', { name: '‘지민’ 계정을 비활성화할까요?' });
    expect(dialog).toHaveTextContent('바로 로그아웃되고, 다시 활성화할 때까지 로그인할 수 없어요.');
    await userActions.click(within(dialog).getByRole('button', { name: '비활성화' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('비활성화하는 이유를 적어 주세요.');
    expect(calls(fetchMock, 'PATCH', `/api/admin/users/${user().id}`)).toHaveLength(0);

    await userActions.type(
      within(dialog).getByLabelText('비활성화하는 이유'),
      '  욕설을 반복해서 남겼어요.  ',
    );
    await userActions.click(within(dialog).getByRole('button', { name: '비활성화' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = calls(fetchMock, 'PATCH', `/api/admin/users/${user().id}`);
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      disabled: true,
      reason: '욕설을 반복해서 남겼어요.',
    });
    const row = await screen.findByRole('listitem');
    await waitFor(() => expect(row).toHaveTextContent('오늘 비활성화 · 욕설을 반복해서 남겼어요.'));
    expect(useAlertsStore.getState().alerts.map((alert) => alert.description)).toContain(
      '‘지민’ 계정을 비활성화했어요.',
    );
  });

  it('shows the server’s sentence when it refuses, and keeps the dialog open', async () => {
    stubServer(
      on('GET', '/api/admin/users', () =>
        jsonResponse({ users: [user({ role: 'ADMIN', displayName: '운영자' })], pagination: page([1]) }),
      ),
      on('PATCH', `/api/admin/users/${user().id}`, () =>
        apiError(403, '다른 관리자는 비활성화할 수 없어요.'),
      ),
    );
    const userActions = userEvent.setup();
    renderConsole('users');

    await userActions.click(await screen.findByRole('button', { name: '운영자 비활성화' }));
    const dialog = screen.getByRole('dialog');
    await userActions.type(within(dialog).getByLabelText('비활성화하는 이유'), '테스트');
    await userActions.click(within(dialog).getByRole('button', { name: '비활성화' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('다른 관리자는 비활성화할 수 없어요.');
  });

  it('enables an account again without a reason', async () => {
    const fetchMock = stubServer(
      on('GET', '/api/admin/users', () =>
        jsonResponse({
          users: [user({ disabledAt: '2026-11-21T03:00:00.000Z', disabledReason: '스팸' })],
          pagination: page([1]),
        }),
      ),
      on('PATCH', `/api/admin/users/${user().id}`, () => jsonResponse(user())),
    );
    const userActions = userEvent.setup();
    renderConsole('users');

    await userActions.click(await screen.findByRole('button', { name: '지민 다시 활성화' }));
    const dialog = screen.getByRole('dialog', { name: '‘지민’ 계정을 다시 활성화할까요?' });
    await userActions.click(within(dialog).getByRole('button', { name: '다시 활성화' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', `/api/admin/users/${user().id}`)).toHaveLength(1));
    const [patch] = calls(fetchMock, 'PATCH', `/api/admin/users/${user().id}`);
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ disabled: false });
  });
});

describe('AdminConsole terms', () => {
  const termsServer = (onPublish: (body: unknown) => Response) =>
    stubServer(
      on('GET', '/api/admin/terms', () => jsonResponse(termsList())),
      (url) => {
        const match = /^\/api\/terms\/(\d+)$/.exec(url.pathname);
        return match ? jsonResponse(terms(Number(match[1]))) : undefined;
      },
      on('POST', '/api/admin/terms', (_url, init) => onPublish(JSON.parse(String(init?.body)))),
    );

  it('lists every type with its versions, the latest first, and how many agreed', async () => {
    termsServer(() => apiError(500, '안 불려요'));
    renderConsole('terms');

    const tos = await screen.findByRole('list', { name: '서비스 이용약관 버전' });
    const [latest, first] = within(tos).getAllByRole('listitem');
    expect(latest).toHaveTextContent('버전 2최신11월 20일 (금) 게시동의 800명');
    expect(first).toHaveTextContent('버전 11월 5일 (월) 게시동의 1,200명');
    expect(screen.getByRole('list', { name: '학습 통계 및 랭킹 참여 동의 버전' })).toBeInTheDocument();
  });

  it('prefills the latest text, previews it, and says how many must agree again before publishing', async () => {
    let published: unknown = null;
    const fetchMock = termsServer((body) => {
      published = body;
      return jsonResponse(
        {
          id: 21,
          version: 3,
          title: '서비스 이용약관',
          publishedAt: NOW.toISOString(),
          agreedCount: 0,
          termsType: 'TERMS_OF_SERVICE',
        },
        201,
      );
    });
    const userActions = userEvent.setup();
    renderConsole('terms');

    await userActions.click(await screen.findByRole('button', { name: '새 버전 게시' }));
    const editor = screen.getByRole('region', { name: '새 버전 게시' });
    expect(within(editor).getByLabelText('약관 종류')).toHaveValue('TERMS_OF_SERVICE');
    expect(editor).toHaveTextContent('지금 버전 2 · 게시하면 버전 3');
    const text = within(editor).getByLabelText('내용 (마크다운)');
    await waitFor(() => expect(text).toHaveValue(LATEST_TOS));
    expect(calls(fetchMock, 'GET', '/api/terms/11')).toHaveLength(1);

    await userActions.type(text, '\n- 둘째 항목');
    await userActions.click(within(editor).getByRole('button', { name: '미리보기' }));
    expect(within(editor).getByTestId('terms-preview')).toHaveTextContent('## 제1조 (목적)');

    await userActions.click(within(editor).getByRole('button', { name: '게시하기' }));
    const confirm = screen.getByRole('dialog', { name: '‘서비스 이용약관’ 새 버전을 게시할까요?' });
    expect(confirm).toHaveTextContent(
      '게시하는 즉시 사용자 1,234명 모두 다시 동의해야 서비스를 계속 쓸 수 있어요.',
    );
    expect(published).toBeNull();
    await userActions.click(within(confirm).getByRole('button', { name: '게시' }));

    await waitFor(() =>
      expect(published).toEqual({ termsType: 'TERMS_OF_SERVICE', content: `${LATEST_TOS}\n- 둘째 항목` }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '새 버전 게시' })).not.toBeInTheDocument(),
    );
    // The list takes the answer: asking again could be refused until the admin, too, agrees again.
    const versions = within(screen.getByRole('list', { name: '서비스 이용약관 버전' })).getAllByRole(
      'listitem',
    );
    expect(versions).toHaveLength(3);
    expect(versions[0]).toHaveTextContent('버전 3최신오늘 게시동의 0명');
    expect(calls(fetchMock, 'GET', '/api/admin/terms')).toHaveLength(1);
    expect(onTermsPublished).toHaveBeenCalledOnce();
    expect(useAlertsStore.getState().alerts.map((alert) => alert.description)).toContain(
      '‘서비스 이용약관’ 새 버전을 게시했어요 (버전 3).',
    );
  });

  it('says ranking consent will be asked again for the optional type', async () => {
    termsServer(() => apiError(500, '안 불려요'));
    const userActions = userEvent.setup();
    renderConsole('terms');

    await userActions.click(
      await screen.findByRole('button', { name: '학습 통계 및 랭킹 참여 동의 새 버전 게시' }),
    );
    const editor = screen.getByRole('region', { name: '새 버전 게시' });
    const text = within(editor).getByLabelText('내용 (마크다운)');
    await waitFor(() => expect(text).toHaveValue(terms(3).content));
    await userActions.type(text, ' 바뀐 문장이에요.');
    await userActions.click(within(editor).getByRole('button', { name: '게시하기' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('랭킹 참여 동의는 모든 사용자에게 다시 물어봐요.');
  });

  it('refuses a text without a heading or unchanged, and shows the server’s refusal', async () => {
    termsServer(() => apiError(400, '약관 내용은 50자 이상이어야 해요.', 'VALIDATION_ERROR'));
    const userActions = userEvent.setup();
    renderConsole('terms');

    await userActions.click(await screen.findByRole('button', { name: '새 버전 게시' }));
    const editor = screen.getByRole('region', { name: '새 버전 게시' });
    const text = within(editor).getByLabelText('내용 (마크다운)');
    await waitFor(() => expect(text).toHaveValue(LATEST_TOS));

    await userActions.click(within(editor).getByRole('button', { name: '게시하기' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('최신 버전과 내용이 같아요.');

    await userActions.clear(text);
    await userActions.type(text, '제목 없이 쓴 약관 내용이에요. '.repeat(4));
    await userActions.click(within(editor).getByRole('button', { name: '게시하기' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent(
      '약관 내용에는 "## 제목" 형식의 소제목이 하나 이상 있어야 해요.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userActions.type(text, '\n\n## 제1조');
    await userActions.click(within(editor).getByRole('button', { name: '게시하기' }));
    await userActions.click(within(screen.getByRole('dialog')).getByRole('button', { name: '게시' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('약관 내용은 50자 이상이어야 해요.');
  });
});

describe('AdminConsole audit log', () => {
  it('tells who did what to whom, when and why, page by page', async () => {
    const fetchMock = stubServer(
      on('GET', '/api/admin/audit-log', (url) => {
        const offset = Number(url.searchParams.get('offset'));
        const entries =
          offset === 0
            ? [
                auditEntry(),
                auditEntry({
                  id: 2,
                  action: 'TERMS_PUBLISHED',
                  target: null,
                  terms: { id: 21, type: 'TERMS_OF_SERVICE', version: 3 },
                  reason: null,
                  createdAt: '2026-11-22T05:30:00.000Z',
                }),
              ]
            : [auditEntry({ id: 3, action: 'USER_ENABLED', reason: null })];
        return jsonResponse({ entries, pagination: { total: 21, limit: 20, offset, hasMore: offset === 0 } });
      }),
    );
    const userActions = userEvent.setup();
    renderConsole('audit');

    const log = await screen.findByRole('list', { name: '감사 기록' });
    const [disabled, published] = within(log).getAllByRole('listitem');
    expect(disabled).toHaveTextContent('계정 비활성화');
    expect(disabled).toHaveTextContent('어제 18:30');
    expect(disabled).toHaveTextContent('jimin@example.com');
    expect(disabled).toHaveTextContent('관리자 admin@molip.test');
    expect(disabled).toHaveTextContent('이유 · 욕설을 반복해서 남겼어요.');
    expect(published).toHaveTextContent('약관 새 버전 게시');
    expect(published).toHaveTextContent('서비스 이용약관 버전 3');
    expect(published).toHaveTextContent('오늘 14:30');

    await userActions.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('계정 다시 활성화')).toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/admin/audit-log').map(([input]) => String(input))).toContain(
      '/api/admin/audit-log?limit=20&offset=20',
    );
  });
});
