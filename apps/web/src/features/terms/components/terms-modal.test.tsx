import type { AgreementItem, AgreementStatus, TermsType } from '@molip/domain/terms';
import { TERMS_KIND_OF } from '@molip/domain/terms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { canSubmitTerms, initialTicks } from '../hooks/use-terms-selection';
import { TermsModal } from './terms-modal';

const item = (termsId: number, termsType: TermsType, title: string, isAgreed = false): AgreementItem => ({
  termsId,
  termsType,
  termsVersion: 1,
  title,
  content: title,
  isRequired: TERMS_KIND_OF[termsType] === 'REQUIRED',
  kind: TERMS_KIND_OF[termsType],
  isAgreed,
  agreedAt: null,
});

const agreements = [
  item(1, 'TERMS_OF_SERVICE', '서비스 이용약관'),
  item(2, 'PRIVACY_POLICY', '개인정보 처리방침'),
  item(3, 'STATISTICS_AND_RANKING', '통계 및 랭킹', true),
  item(4, 'AGE_CONFIRMATION', '만 14세 이상 확인'),
];

describe('terms selection rules', () => {
  it('starts optional terms from isAgreed and required ones unticked', () => {
    expect([...initialTicks(agreements)]).toEqual([3]);
  });

  it('enables submit only with the age confirmed, every required term ticked and nothing submitting', () => {
    expect(canSubmitTerms(agreements, new Set([1]), null, false)).toBe(false);
    expect(canSubmitTerms(agreements, new Set([1]), 'under-14', false)).toBe(false);
    expect(canSubmitTerms(agreements, new Set(), 'over-14', false)).toBe(false);
    expect(canSubmitTerms(agreements, new Set([1]), 'over-14', false)).toBe(true);
    expect(canSubmitTerms(agreements, new Set([1]), 'over-14', true)).toBe(false);
    expect(canSubmitTerms([], new Set(), 'over-14', false)).toBe(false);
  });

  it('does not ask the age again once it was confirmed', () => {
    const confirmed = agreements.map((entry) => (entry.termsId === 4 ? { ...entry, isAgreed: true } : entry));
    expect(canSubmitTerms(confirmed, new Set([1]), null, false)).toBe(true);
  });
});

describe('TermsModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the age apart, ticks every [필수] and [선택] item with 전체 동의, and leaves notices unticked', async () => {
    const status: AgreementStatus = { hasAgreedToAllRequired: true, pendingRequiredTermsIds: [], agreements };
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(status));
    vi.stubGlobal('fetch', fetchMock);
    const onCompleted = vi.fn();
    renderWithProviders(<TermsModal open agreements={agreements} onCompleted={onCompleted} />);

    const submit = screen.getByRole('button', { name: '동의하고 시작하기' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /통계 및 랭킹/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^\[선택\]\s*통계 및 랭킹/ })).toBeInTheDocument();
    // The notice is read, not ticked.
    expect(screen.queryByRole('checkbox', { name: /개인정보 처리방침/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '개인정보 처리 안내' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    expect(screen.getByRole('checkbox', { name: /서비스 이용약관/ })).toBeChecked();
    // 전체 동의 never answers the age.
    expect(screen.getByRole('radio', { name: '만 14세 이상이에요' })).not.toBeChecked();
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '만 14세 이상이에요' }));
    expect(submit).toBeEnabled();

    await userEvent.click(screen.getByRole('checkbox', { name: /통계 및 랭킹/ }));
    expect(screen.getByRole('checkbox', { name: /전체 동의/ })).not.toBeChecked();
    expect(submit).toBeEnabled();

    await userEvent.click(submit);
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user-agreements/bulk-agree');
    expect(JSON.parse(String(init?.body))).toEqual({
      agreements: [
        { termsId: 1, agreed: true },
        { termsId: 3, agreed: false },
        { termsId: 4, agreed: true },
      ],
    });
  });

  it('leads an under-14 answer to 다음 without agreeing to anything', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const onUnder14 = vi.fn();
    renderWithProviders(
      <TermsModal open agreements={agreements} onCompleted={vi.fn()} onUnder14={onUnder14} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '만 14세 미만이에요' }));
    expect(screen.getByText(/보호자의 동의가 있어야 가입할 수 있어요/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /전체 동의/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(onUnder14).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason in a browser alert and stays open when the submission fails", async () => {
    const reason = '약관을 찾을 수 없어요.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: reason }, 404),
      ),
    );
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onCompleted = vi.fn();
    renderWithProviders(<TermsModal open agreements={agreements} onCompleted={onCompleted} />);
    await userEvent.click(screen.getByRole('radio', { name: '만 14세 이상이에요' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    await userEvent.click(screen.getByRole('button', { name: '동의하고 시작하기' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(reason));
    expect(onCompleted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '서비스 이용 약관 동의' })).toBeInTheDocument();
  });

  it('falls back to its own sentence when the submission gets no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithProviders(<TermsModal open agreements={agreements} onCompleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: '만 14세 이상이에요' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    await userEvent.click(screen.getByRole('button', { name: '동의하고 시작하기' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('약관 동의 처리 중 오류가 발생했어요. 다시 시도해 주세요.'),
    );
  });

  it('shows a term without content when its text cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ statusCode: 404, code: 'X', error: 'Not Found', message: '없음' }, 404),
      ),
    );
    renderWithProviders(<TermsModal open agreements={agreements} onCompleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '서비스 이용약관 내용 보기' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: /서비스 이용약관/ })).toBeInTheDocument();
  });
});
