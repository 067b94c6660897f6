import type { AgreementItem, AgreementStatus } from '@molip/domain/terms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { canSubmitTerms, initialTicks } from '../hooks/use-terms-selection';
import { TermsModal } from './terms-modal';

const item = (termsId: number, title: string, isRequired: boolean, isAgreed = false): AgreementItem => ({
  termsId,
  termsType: isRequired ? 'TERMS_OF_SERVICE' : 'STATISTICS_AND_RANKING',
  termsVersion: 1,
  title,
  content: title,
  isRequired,
  isAgreed,
  agreedAt: null,
});

const agreements = [
  item(1, '서비스 이용약관', true),
  item(2, '개인정보 처리방침', true),
  item(3, '통계 및 랭킹', false, true),
];

describe('terms selection rules', () => {
  it('starts optional terms from isAgreed and required ones unticked', () => {
    expect([...initialTicks(agreements)]).toEqual([3]);
  });

  it('enables submit only when every required term is ticked and nothing is submitting', () => {
    expect(canSubmitTerms(agreements, new Set([1]), false)).toBe(false);
    expect(canSubmitTerms(agreements, new Set([1, 2]), false)).toBe(true);
    expect(canSubmitTerms(agreements, new Set([1, 2]), true)).toBe(false);
    expect(canSubmitTerms([], new Set(), false)).toBe(false);
  });
});

describe('TermsModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('enables "동의하고 시작하기" after "전체 동의" and sends required and optional ticks', async () => {
    const status: AgreementStatus = { hasAgreedToAllRequired: true, pendingRequiredTermsIds: [], agreements };
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(status));
    vi.stubGlobal('fetch', fetchMock);
    const onCompleted = vi.fn();
    renderWithProviders(<TermsModal open agreements={agreements} onCompleted={onCompleted} />);

    const submit = screen.getByRole('button', { name: '동의하고 시작하기' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /통계 및 랭킹/ })).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: /서비스 이용약관/ }));
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    expect(screen.getByRole('checkbox', { name: /개인정보 처리방침/ })).toBeChecked();
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
        { termsId: 2, agreed: true },
        { termsId: 3, agreed: false },
      ],
    });
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
