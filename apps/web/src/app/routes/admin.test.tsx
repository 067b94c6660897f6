import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { AdminRoute } from './admin';

const CONTENT = '## 제1조 (목적)\n\n이 약관은 몰입 서비스의 이용 조건과 절차를 정합니다.';

afterEach(() => vi.unstubAllGlobals());

describe('AdminRoute', () => {
  it('prefills from the public terms call and previews with the terms reader learners see', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url === '/api/admin/terms') {
        return jsonResponse({
          usersTotal: 5,
          types: [
            {
              termsType: 'TERMS_OF_SERVICE',
              isRequired: true,
              versions: [
                {
                  id: 7,
                  version: 1,
                  title: '서비스 이용약관',
                  publishedAt: '2026-11-01T00:00:00.000Z',
                  agreedCount: 5,
                },
              ],
            },
          ],
        });
      }
      if (url === '/api/terms/7') {
        return jsonResponse({
          id: 7,
          type: 'TERMS_OF_SERVICE',
          version: 1,
          title: '서비스 이용약관',
          isRequired: true,
          kind: 'REQUIRED',
          content: CONTENT,
        });
      }
      return jsonResponse(
        { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '없어요.' },
        404,
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<AdminRoute />, { route: '/admin?tab=terms' });

    expect(screen.getByRole('heading', { level: 1, name: '관리자 대시보드' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '새 버전 게시' }));
    await waitFor(() => expect(screen.getByLabelText('내용 (마크다운)')).toHaveValue(CONTENT));
    // The public call goes without the Bearer header, like the terms page.
    const termsCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/terms/7');
    expect(new Headers(termsCall?.[1]?.headers).has('Authorization')).toBe(false);

    await user.click(screen.getByRole('button', { name: '미리보기' }));
    const preview = screen.getByRole('article', { name: '미리보기' });
    expect(within(preview).getByRole('heading', { name: '서비스 이용약관' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: '제1조 (목적)' })).toBeInTheDocument();
  });
});
