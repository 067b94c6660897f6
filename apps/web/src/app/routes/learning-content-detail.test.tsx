import type { ContentUnit } from '@molip/domain/learning-content';
import type { UserProfile } from '@molip/domain/user';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learningContentSummary } from '@/testing/learning-content';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { userProfile } from '@/testing/user-profile';
import { LearningContentDetailRoute } from './learning-content-detail';

const ID = '6f1c1c9e-0a4b-4f0e-9a55-0d3c2a7b9c01';
const content = learningContentSummary({ id: ID });
const units: ContentUnit[] = [
  { id: 'u1', parentId: null, depth: 0, sequence: 1, title: '함수', shortTitle: '1', unitVolume: 1 },
];
const me = (id: string, role: UserProfile['role'] = 'USER') =>
  userProfile({ id, email: `${id}@molip.test`, displayName: id, username: id, role });

function renderAs(profile: UserProfile, contentAnswer = () => jsonResponse(content)) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith('/user/me')) return jsonResponse(profile);
    if (url.endsWith(`/learning-contents/${ID}`)) return contentAnswer();
    if (url.endsWith(`/learning-contents/${ID}/content-units`)) return jsonResponse(units);
    if (url.endsWith(`/learning-contents/${ID}/content-units/in-use`))
      return jsonResponse({ contentUnitIds: ['u1'] });
    return jsonResponse({ contents: [], pagination: { page: 1, limit: 5, total: 0, totalPages: 0 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/learning-content/:id" element={<LearningContentDetailRoute />} />
    </Routes>,
    { route: `/learning-content/${ID}` },
  );
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

describe('LearningContentDetailRoute', () => {
  it('gives the creator the editor, with the units a plan uses marked', async () => {
    renderAs(me('creator'));
    expect(await screen.findByRole('heading', { name: '학습 자료 수정', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '1 단원 제목' })).toHaveAccessibleDescription(
      '계획에서 사용 중',
    );
  });

  it('gives an admin the editor for anyone’s content', async () => {
    renderAs(me('admin', 'ADMIN'));
    expect(await screen.findByRole('button', { name: '학습 자료 삭제' })).toBeInTheDocument();
  });

  it('shows another learner the content read-only, without asking which units are used', async () => {
    const fetchMock = renderAs(me('reader'));
    expect(await screen.findByRole('heading', { name: '몰입 수학', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '학습 자료', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/in-use'))).toBe(false);
  });

  it('says a missing content is gone and leads back to choosing one', async () => {
    renderAs(me('reader'), () =>
      jsonResponse(
        {
          statusCode: 404,
          code: 'NOT_FOUND',
          error: 'Not Found',
          message: '삭제되었거나 없는 학습 자료예요.',
        },
        404,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('삭제되었거나 없는 학습 자료예요.');
    expect(screen.getByRole('button', { name: '학습 자료 고르기' })).toBeInTheDocument();
  });
});
