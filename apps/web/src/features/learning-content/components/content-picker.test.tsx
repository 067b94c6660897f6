import type { LearningContentSummary } from '@molip/domain/learning-content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learningContentSummary } from '@/testing/learning-content';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { ContentPicker } from './content-picker';

const content = (title: string) => learningContentSummary({ id: `id-${title}`, title });
const page = (contents: LearningContentSummary[]) =>
  jsonResponse({ contents, pagination: { page: 1, limit: 20, total: contents.length, totalPages: 1 } });

/** A list endpoint that answers a search only when the test says so; the recent list at once. */
function stubSlowSearch() {
  const searches: { search: string; signal: AbortSignal; answer: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const search = new URL(String(input), 'http://localhost').searchParams.get('search');
      if (!search) return Promise.resolve(page([content('최근 자료')]));
      const signal = init?.signal as AbortSignal;
      return new Promise<Response>((resolve, reject) => {
        searches.push({ search, signal, answer: () => resolve(page([content(`${search} 결과`)])) });
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    }),
  );
  return searches;
}

describe('ContentPicker search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('abandons a search the learner has typed past and shows the latest one', async () => {
    const searches = stubSlowSearch();
    renderWithProviders(<ContentPicker selectedId={null} onPick={() => {}} />);
    expect(await screen.findByText('최근 자료')).toBeVisible();

    const box = screen.getByRole('searchbox', { name: '학습 자료 검색' });
    await userEvent.type(box, '미적');
    await vi.waitFor(() => expect(searches.map((request) => request.search)).toEqual(['미적']));
    await userEvent.type(box, '분');
    await vi.waitFor(() => expect(searches).toHaveLength(2));

    expect(searches[0]?.signal.aborted).toBe(true);
    searches[1]?.answer();
    expect(await screen.findByText('미적분 결과')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
