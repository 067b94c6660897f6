import type { PlanPreview, StudyPlanDraft } from '@molip/domain/study-plan';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { refreshAfterPlanChange } from '@/entities/plans/refresh-after-change';
import { jsonResponse } from '@/testing/render';
import { useStudyPlanPreview } from './preview-study-plan';

const draft = (studySpeed: number, title?: string): StudyPlanDraft => ({
  ...(title ? { title } : {}),
  learningContentId: '00000000-0000-4000-8000-000000000001',
  contentUnitIds: ['00000000-0000-4000-8000-000000000002'],
  startDate: '2026-11-27',
  restDays: [],
  restWeekdays: [],
  studySpeed,
  bufferDayInterval: 0,
});

const preview: PlanPreview = {
  startDate: '2026-11-27',
  endDate: '2026-11-27',
  totalUnits: 1,
  studyDayCount: 1,
  bufferDayCount: 0,
  restDayCount: 0,
  totalDays: 1,
  days: [{ date: '2026-11-27', kind: 'STUDY', units: [] }],
};

function previewAsks(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/study-plans/preview'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as StudyPlanDraft);
}

function renderPreview(initial: StudyPlanDraft) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ body }) => useStudyPlanPreview(body), {
    wrapper,
    initialProps: { body: initial },
  });
  return { ...hook, queryClient };
}

describe('useStudyPlanPreview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once per pause in changes, without the plan name, and not again after a write to plans', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(preview));
    vi.stubGlobal('fetch', fetchMock);
    const { result, rerender, queryClient } = renderPreview(draft(1));
    // The step's first draft is asked at once.
    await waitFor(() => expect(result.current.data).toEqual(preview));
    expect(previewAsks(fetchMock)).toEqual([draft(1)]);

    rerender({ body: draft(2) });
    rerender({ body: draft(3) });
    expect(result.current.settled).toBe(false);
    await waitFor(() => expect(result.current.settled && !result.current.isFetching).toBe(true));
    expect(previewAsks(fetchMock)).toEqual([draft(1), draft(3)]);

    // Naming the plan changes nothing the preview depends on.
    rerender({ body: draft(3, '수학의 정석') });
    expect(result.current.settled).toBe(true);
    await refreshAfterPlanChange(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(previewAsks(fetchMock)).toEqual([draft(1), draft(3)]);
  });
});
