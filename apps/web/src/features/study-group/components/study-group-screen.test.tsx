import type { GroupActivity, GroupDetail, MemberActivity } from '@molip/domain/study-group';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { StudyGroupScreen } from './study-group-screen';

const ME = 'user-me';
const TODAY = '2026-11-22';
const WEEK = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
];

const member = (id: string, username: string, rank: number, minutes: number): MemberActivity => ({
  rank,
  userInfo: { id, email: `${id.slice(0, 2)}***@example.com`, role: 'MEMBER', username },
  totalStudySeconds: minutes * 60,
  totalStudyMinutes: minutes,
  completedDailyTodoUnitsCount: rank * 2,
  plannedTodosSoFar: rank === 1 ? 3 : 4,
  completedTodosSoFar: 2,
  completionRate: rank === 1 ? 2 / 3 : 0.5,
  dailyActivities: WEEK.map((date, index) => ({
    date,
    completedDailyTodoUnitsCount: index === 0 ? rank * 2 : 0,
    totalStudySeconds: (index === 0 ? minutes : 0) * 60,
    totalStudyMinutes: index === 0 ? minutes : 0,
    completionRate: index === 0 ? 0.5 : 0,
  })),
});

const activity = (overrides: Partial<GroupActivity> = {}): GroupActivity => ({
  groupInfo: { id: 5, name: '토픽 스터디', memberCount: 3 },
  periodInfo: { period: 'WEEK', startDate: '2026-11-16', endDate: '2026-11-22' },
  memberActivities: [member('user-a', '지민', 1, 205), member(ME, '하늘', 2, 65)],
  totalActiveMembersCount: 2,
  groupAverageCompletionRate: 0.5,
  excludedMembersCount: 1,
  myRankingConsent: true,
  ...overrides,
});

const detail = (myRole: GroupDetail['myRole']): GroupDetail => ({
  id: 5,
  name: '토픽 스터디',
  memberCount: 3,
  myRole,
  isRoom: false,
  inviteCode: myRole === 'LEADER' ? 'ABCD2345' : null,
  members: [
    { id: ME, username: '하늘', email: 'me@example.com', role: myRole, joinedAt: '2026-11-01T00:00:00.000Z' },
    {
      id: 'user-a',
      username: '지민',
      email: 'ji***@example.com',
      role: myRole === 'LEADER' ? 'MEMBER' : 'LEADER',
      joinedAt: '2026-11-02T00:00:00.000Z',
    },
  ],
});

const groupList = (ids: number[]) => ({
  groups: ids.map((id) => ({
    id,
    name: id <= 2 ? `몰입 스터디룸 ${id}` : '토픽 스터디',
    memberCount: 3,
    myRole: 'MEMBER' as const,
    isRoom: id <= 2,
  })),
});

const presence = {
  members: [
    {
      id: 'user-a',
      username: '지민',
      status: 'FOCUSING',
      focusingSince: '2026-11-22T10:00:00.000Z',
      focusingUntil: null,
      planTitle: '해커스 토익 보카',
      todayStudySeconds: 1800,
      todayStudyMinutes: 30,
    },
    {
      id: ME,
      username: '하늘',
      status: 'IDLE',
      focusingSince: null,
      focusingUntil: null,
      planTitle: null,
      todayStudySeconds: 0,
      todayStudyMinutes: 0,
    },
  ],
};

type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

/** Answers by method and path; anything unexpected is a 404 so the test sees it. */
function stubApi(route: Route) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    return (
      route(url, init) ??
      jsonResponse({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'no route' }, 404)
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function groupApi({
  role = 'MEMBER',
  answer = activity(),
}: { role?: GroupDetail['myRole']; answer?: GroupActivity } = {}): Route {
  return (url) => {
    if (url === '/api/group') return jsonResponse(groupList([5]));
    if (url === '/api/group/5') return jsonResponse(detail(role));
    if (url.startsWith('/api/group/5/activity')) return jsonResponse(answer);
    if (url === '/api/group/5/presence') return jsonResponse(presence);
    return undefined;
  };
}

const renderScreen = () =>
  renderWithProviders(<StudyGroupScreen myUserId={ME} today={TODAY} consentHref="/my-page" />);

describe('StudyGroupScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAlertsStore.getState().clear();
  });

  it('ranks members by username with its study time in words, the period rate and what a member studies now, and highlights my own row', async () => {
    stubApi(groupApi());
    renderScreen();

    const ranking = await screen.findByRole('list', { name: '주간 순위' });
    const rows = within(ranking).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('지민');
    expect(rows[0]).toHaveTextContent('3시간 25분');
    expect(rows[0]).toHaveTextContent('할 일 2/3 · 완료율 67%');
    expect(rows[0]).toHaveTextContent('할 일 3개 중 2개 완료, 완료율 67%');
    expect(rows[0]).not.toHaveTextContent('@');
    expect(rows[1]).toHaveTextContent('1시간 5분');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByText('11월 16일 ~ 11월 22일')).toBeInTheDocument();
    expect(screen.getByText('순위에 참여하지 않은 멤버 1명')).toBeInTheDocument();
    expect(await screen.findByText('지금 집중 중 1명')).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).getByRole('img', { name: '지민 (지금 집중 중)' }),
    ).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('해커스 토익 보카 집중 중');
    expect(rows[1]).not.toHaveTextContent('집중 중');
  });

  it('ranks 40 seconds of focus as 40초, above a member with none', async () => {
    const seconds = (base: MemberActivity, total: number): MemberActivity => ({
      ...base,
      totalStudySeconds: total,
      totalStudyMinutes: 0,
      dailyActivities: base.dailyActivities.map((day, index) => ({
        ...day,
        totalStudySeconds: index === 0 ? total : 0,
        totalStudyMinutes: 0,
      })),
    });
    const memberActivities = [
      seconds(member('user-a', '지민', 1, 0), 40),
      seconds(member(ME, '하늘', 2, 0), 0),
    ];
    stubApi(groupApi({ answer: activity({ memberActivities }) }));
    renderScreen();
    const ranking = await screen.findByRole('list', { name: '주간 순위' });
    const rows = within(ranking).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('40초');
    expect(rows[1]).toHaveTextContent('0분');
  });

  const roomDetail = (id: number): GroupDetail => ({
    ...detail('MEMBER'),
    id,
    name: `몰입 스터디룸 ${id}`,
    isRoom: true,
  });
  const roomReads = (url: string) => {
    const id = Number(/^\/api\/group\/(\d+)/.exec(url)?.[1]);
    if (url === `/api/group/${id}`) return jsonResponse(roomDetail(id));
    if (url.startsWith(`/api/group/${id}/activity`))
      return jsonResponse(activity({ groupInfo: { id, name: `몰입 스터디룸 ${id}`, memberCount: 3 } }));
    if (url === `/api/group/${id}/presence`) return jsonResponse(presence);
    return undefined;
  };

  it('seats the reader in a study room in one tap and shows it at once', async () => {
    let joined = false;
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/group') return jsonResponse(groupList(joined ? [1] : []));
      if (url === '/api/group/rooms/join' && init?.method === 'POST') {
        joined = true;
        return jsonResponse(roomDetail(1));
      }
      return roomReads(url);
    });
    renderScreen();

    await userEvent.click(await screen.findByRole('button', { name: '스터디룸에 들어가기' }));

    expect(await screen.findByRole('heading', { name: '몰입 스터디룸 1' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/group')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '스터디룸에 들어가기' })).not.toBeInTheDocument();
  });

  it('moves the reader to another room after they confirm, and shows that room', async () => {
    let roomId = 1;
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/group') return jsonResponse(groupList([roomId]));
      if (url === '/api/group/1/switch-room' && init?.method === 'POST') {
        roomId = 2;
        return jsonResponse(roomDetail(2));
      }
      return roomReads(url);
    });
    renderScreen();

    await userEvent.click(await screen.findByRole('button', { name: '다른 방으로 옮기기' }));
    const dialog = await screen.findByRole('dialog', { name: '다른 스터디룸으로 옮길까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '옮기기' }));

    expect(await screen.findByRole('heading', { name: '몰입 스터디룸 2' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/group/1/switch-room')).toBe(true);
  });

  it('shows the server’s Korean sentence when the reader is not a member', async () => {
    const forbidden = () =>
      jsonResponse(
        {
          statusCode: 403,
          code: 'FORBIDDEN',
          error: 'Forbidden',
          message: '이 스터디 그룹의 멤버가 아니에요.',
        },
        403,
      );
    stubApi((url) => {
      if (url === '/api/group') return jsonResponse(groupList([5]));
      if (url.startsWith('/api/group/5')) return forbidden();
      return undefined;
    });
    renderScreen();

    // One box for the whole group, not one per request that was refused.
    await waitFor(() => expect(screen.queryByRole('list', { name: '주간 순위' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent('이 스터디 그룹의 멤버가 아니에요.');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: '다시 시도' })).toBeEnabled();
  });

  it('tells a reader without ranking consent why they are missing, with a link to the switch', async () => {
    stubApi(
      groupApi({
        answer: activity({ myRankingConsent: false, memberActivities: [member('user-a', '지민', 1, 205)] }),
      }),
    );
    renderScreen();

    expect(await screen.findByText(/순위에 보이지 않아요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '마이페이지에서 동의하기' })).toHaveAttribute('href', '/my-page');
  });

  it('offers rename, code rotation and removal to a leader only', async () => {
    stubApi(groupApi({ role: 'LEADER' }));
    const { unmount } = renderScreen();
    expect(await screen.findByRole('button', { name: '그룹 이름 바꾸기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '초대 코드 새로 만들기' })).toBeInTheDocument();
    expect(screen.getByText('ABCD2345')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '지민 내보내기' })).toBeInTheDocument();
    unmount();

    stubApi(groupApi({ role: 'MEMBER' }));
    renderScreen();
    expect(await screen.findByRole('button', { name: '그룹 나가기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '그룹 이름 바꾸기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '초대 코드 새로 만들기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /내보내기/ })).not.toBeInTheDocument();
  });

  it('reads presence again when the window regains focus', async () => {
    const fetchMock = stubApi(groupApi());
    renderScreen();
    await screen.findByText('지금 집중 중 1명');
    const presenceCalls = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/api/group/5/presence').length;
    expect(presenceCalls()).toBe(1);

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    await waitFor(() => expect(presenceCalls()).toBe(2));
    focusManager.setFocused(undefined);
  });

  it('creates a group with an idempotency key and shows its invite code to share', async () => {
    const base = groupApi();
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/group' && init?.method === 'POST')
        return jsonResponse({ ...detail('LEADER'), id: 9, name: '새벽 스터디', inviteCode: 'QWER7892' }, 201);
      return base(url, init);
    });
    renderScreen();

    await userEvent.click(await screen.findByRole('button', { name: '그룹 만들기' }));
    await userEvent.type(screen.getByLabelText('그룹 이름'), '새벽 스터디');
    await userEvent.click(screen.getByRole('button', { name: '만들기' }));

    const dialog = await screen.findByRole('dialog', { name: '그룹을 만들었어요' });
    expect(within(dialog).getByText('QWER7892')).toBeInTheDocument();
    const create = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/group' && init?.method === 'POST',
    );
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({ name: '새벽 스터디' });
    expect(new Headers(create?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('leaves a group only after the confirmation names it', async () => {
    const base = groupApi();
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/group/5/leave' && init?.method === 'POST') return new Response(null, { status: 204 });
      return base(url, init);
    });
    renderScreen();

    await userEvent.click(await screen.findByRole('button', { name: '그룹 나가기' }));
    const dialog = await screen.findByRole('dialog', { name: '‘토픽 스터디’ 그룹에서 나갈까요?' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/group/5/leave')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: '나가기' }));

    await waitFor(() =>
      expect(useAlertsStore.getState().alerts[0]?.description).toBe('‘토픽 스터디’ 그룹에서 나왔어요.'),
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/group/5/leave')).toBe(true);
  });
});
