import { RECENT_CONTENTS_COUNT } from '@molip/domain/constants';
import type { ContentUnit, LearningContentSummary } from '@molip/domain/learning-content';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { learningContentsQueryOptions } from '@/features/learning-content/api/get-learning-contents';
import { usePlanDraftStore } from '@/features/study-plans/stores/plan-draft-store';
import { createQueryClient } from '@/lib/query-client';
import { learningContentSummary } from '@/testing/learning-content';
import { jsonResponse } from '@/testing/render';
import { ContentSelectionRoute } from './content-selection';

const id = '6f1c1c9e-0a4b-4f0e-9a55-0d3c2a7b9c01';
const listed = learningContentSummary({ id, title: '몰입 수학 기본편', author: '몰입 출판' });
const unit: ContentUnit = {
  id: 'unit-1',
  parentId: null,
  depth: 0,
  sequence: 1,
  title: '함수',
  shortTitle: '1',
  unitVolume: 1,
};
const notFound = () =>
  jsonResponse(
    { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '학습 자료를 찾을 수 없어요.' },
    404,
  );
const page = (contents: LearningContentSummary[]) =>
  jsonResponse({ contents, pagination: { page: 1, limit: 5, total: contents.length, totalPages: 1 } });

/**
 * The server of the not-found story: the detail is gone; the units answer as given; the list answers
 * `lists` in turn (the first one is what step 1 showed earlier when `cachedList` is set).
 */
function stubServer({ units, lists }: { units: Response | null; lists: LearningContentSummary[][] }) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith(`/learning-contents/${id}`)) return notFound();
    if (url.endsWith(`/learning-contents/${id}/content-units`)) return units ?? notFound();
    if (url.includes('/learning-contents?')) return page(lists.shift() ?? []);
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderStep({ cachedList }: { cachedList: boolean }) {
  const queryClient = createQueryClient();
  // Step 1 loaded the recent list before the learner picked the content.
  if (cachedList) {
    await queryClient.prefetchQuery(
      learningContentsQueryOptions({ search: '', limit: RECENT_CONTENTS_COUNT }),
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/study-plans/create/content-selection/${id}`]}>
        <Routes>
          <Route
            path="/study-plans/create/content-selection/:contentId?"
            element={<ContentSelectionRoute />}
          />
          <Route path="/study-plans/create" element={<h1>학습 자료 고르기</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const listCalls = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/learning-contents?'));

describe('content selection when the content detail is not found', () => {
  beforeEach(() => usePlanDraftStore.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('continues with the content from the cached list and refetches the list in the background', async () => {
    // The background refetch no longer lists it: the learner still continues with the cached entry.
    const fetchMock = stubServer({ units: jsonResponse([unit]), lists: [[listed], []] });
    await renderStep({ cachedList: true });
    expect(await screen.findByRole('heading', { name: '몰입 수학 기본편', level: 2 })).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: '전체 선택' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(usePlanDraftStore.getState().selectedContent).toEqual({
      id,
      title: '몰입 수학 기본편',
      author: '몰입 출판',
      type: 'BOOK',
    });
    expect(listCalls(fetchMock)).toHaveLength(2);
  });

  it('finds the content in the refetched list when the cache does not have it', async () => {
    const fetchMock = stubServer({ units: jsonResponse([unit]), lists: [[listed]] });
    await renderStep({ cachedList: false });
    expect(await screen.findByRole('heading', { name: '몰입 수학 기본편', level: 2 })).toBeVisible();
    expect(listCalls(fetchMock)).toHaveLength(1);
  });

  it('says no content has the id once the refetched list does not know it either, and leads back to step 1', async () => {
    const another = { ...listed, id: 'another' };
    const fetchMock = stubServer({ units: null, lists: [[another], [another]] });
    const store = usePlanDraftStore.getState();
    store.selectContent({ id, title: '지워진 자료', author: '' });
    store.setSelectedUnits([{ id: 'unit-1', shortTitle: '1', title: '함수' }]);
    store.setStudySpeed(3);
    await renderStep({ cachedList: true });

    expect(await screen.findByRole('alert')).toHaveTextContent('삭제되었거나 없는 학습 자료예요.');
    expect(listCalls(fetchMock)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /선택 · 다음/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '학습 자료 다시 고르기' }));
    expect(screen.getByRole('heading', { name: '학습 자료 고르기' })).toBeVisible();
    // The gone content leaves the draft (else step 1 would offer to resume into this error); settings stay.
    expect(usePlanDraftStore.getState()).toMatchObject({
      selectedContent: null,
      selectedUnits: [],
      studySpeed: 3,
    });
  });
});

describe('content selection of a content new to the draft', () => {
  const chapter: ContentUnit = { ...unit, id: 'unit-0', title: '수열', shortTitle: '1' };
  const leaves: ContentUnit[] = [
    {
      ...unit,
      id: 'unit-1',
      parentId: 'unit-0',
      depth: 1,
      sequence: 2,
      title: '수열의 극한',
      shortTitle: '1.1',
    },
    { ...unit, id: 'unit-2', parentId: 'unit-0', depth: 1, sequence: 3, title: '급수', shortTitle: '1.2' },
  ];

  beforeEach(() => {
    usePlanDraftStore.getState().reset();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = String(input);
        if (url.endsWith(`/learning-contents/${id}`)) return jsonResponse({ ...listed, unitCount: 2 });
        if (url.endsWith(`/learning-contents/${id}/content-units`)) return jsonResponse([chapter, ...leaves]);
        return new Promise<Response>(() => undefined);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts with every unit selected', async () => {
    await renderStep({ cachedList: false });
    expect(await screen.findByRole('button', { name: '단원 2개 선택 · 다음' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: '전체 선택' })).toBeChecked();
    expect(usePlanDraftStore.getState().selectedUnits.map((selected) => selected.id)).toEqual([
      'unit-1',
      'unit-2',
    ]);
  });

  it('keeps the units a draft already chose of it', async () => {
    const store = usePlanDraftStore.getState();
    store.selectContent({ id, title: '몰입 수학 기본편', author: '몰입 출판' });
    store.setSelectedUnits([{ id: 'unit-2', shortTitle: '1.2', title: '급수' }]);
    await renderStep({ cachedList: false });
    expect(await screen.findByRole('button', { name: '단원 1개 선택 · 다음' })).toBeEnabled();
    expect(usePlanDraftStore.getState().selectedUnits.map((selected) => selected.id)).toEqual(['unit-2']);
  });
});
