import type { AgreementItem, AgreementStatus } from '@molip/domain/terms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { agreementStatusQueryOptions } from '../api/get-agreement-status';
import { OptionalConsentSettings } from './optional-consent-settings';

const RANKING_ID = 7;

const statusWith = (isAgreed: boolean): AgreementStatus => {
  const ranking: AgreementItem = {
    termsId: RANKING_ID,
    termsType: 'STATISTICS_AND_RANKING',
    termsVersion: 1,
    title: '학습 통계 및 랭킹 참여 동의',
    content: '학습 통계 및 랭킹 참여 동의',
    isRequired: false,
    kind: 'OPTIONAL',
    isAgreed,
    agreedAt: isAgreed ? '2026-01-05T09:00:00.000Z' : null,
  };
  return {
    hasAgreedToAllRequired: true,
    pendingRequiredTermsIds: [],
    agreements: [
      {
        termsId: 1,
        termsType: 'TERMS_OF_SERVICE',
        termsVersion: 1,
        title: '서비스 이용약관',
        content: '서비스 이용약관',
        isRequired: true,
        kind: 'REQUIRED',
        isAgreed: true,
        agreedAt: '2026-01-05T09:00:00.000Z',
      },
      ranking,
    ],
  };
};

const notFound = () =>
  jsonResponse(
    { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '약관을 찾을 수 없어요.' },
    404,
  );

const termsHref = (id: number) => `/terms/${id}`;
const consentSwitch = () => screen.findByRole('switch', { name: /학습 통계 및 랭킹 참여/ });

describe('OptionalConsentSettings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAlertsStore.getState().clear();
  });

  it('shows the saved consent as the switch state, with a link to the full text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(statusWith(true))),
    );
    renderWithProviders(<OptionalConsentSettings termsHref={termsHref} />);
    const toggle = await consentSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(/스터디 그룹 랭킹에 참여해요/);
    expect(screen.getByRole('link', { name: /전문 보기/ })).toHaveAttribute('href', `/terms/${RANKING_ID}`);
  });

  it('agrees with the term id and a timestamp, then updates the shared status cache', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(statusWith(false)))
      .mockResolvedValueOnce(jsonResponse(statusWith(true)));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithProviders(<OptionalConsentSettings termsHref={termsHref} />);
    const toggle = await consentSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(toggle);

    await waitFor(() => expect(useAlertsStore.getState().alerts).toHaveLength(1));
    expect(useAlertsStore.getState().alerts[0]).toMatchObject({
      variant: 'success',
      description: '동의했어요.',
    });
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/user-agreements');
    expect(init?.method).toBe('POST');
    const body: unknown = JSON.parse(String(init?.body));
    expect(body).toEqual({ termsId: RANKING_ID, agreed: true, agreedAt: expect.any(String) });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toBeEnabled();
    const cached = queryClient.getQueryData(agreementStatusQueryOptions().queryKey);
    expect(cached?.agreements.find((item) => item.termsId === RANKING_ID)?.isAgreed).toBe(true);
  });

  it('withdraws with agreedAt null and says the user leaves the rankings', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(statusWith(true)))
      .mockResolvedValueOnce(jsonResponse(statusWith(false)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OptionalConsentSettings termsHref={termsHref} />);
    await userEvent.click(await consentSwitch());

    await waitFor(() =>
      expect(useAlertsStore.getState().alerts[0]?.description).toBe(
        '동의를 철회했어요. 스터디 그룹 랭킹에서 빠져요.',
      ),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      termsId: RANKING_ID,
      agreed: false,
      agreedAt: null,
    });
    expect(await consentSwitch()).toHaveAttribute('aria-checked', 'false');
  });

  it('shows the requested state while saving and returns to the previous one on failure', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(statusWith(false)))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OptionalConsentSettings termsHref={termsHref} />);
    const toggle = await consentSwitch();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toBeDisabled();

    answer(notFound());
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(toggle).toBeEnabled();
    expect(useAlertsStore.getState().alerts).toEqual([
      expect.objectContaining({
        variant: 'error',
        title: '동의 설정 변경 실패',
        description: '약관을 찾을 수 없어요.',
      }),
    ]);
  });

  it('offers a retry when the status cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => notFound()),
    );
    renderWithProviders(<OptionalConsentSettings termsHref={termsHref} />);
    expect(await screen.findByText('약관 동의 상태를 확인하지 못했어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeEnabled();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
