import type { AgreementStatus } from '@molip/domain/terms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { AccessGates } from './access-gates';
import { recheckServiceAccess } from './guards/access-refusals';

const status: AgreementStatus = {
  hasAgreedToAllRequired: false,
  pendingRequiredTermsIds: [1, 2],
  agreements: [1, 2].map((termsId) => ({
    termsId,
    termsType: termsId === 1 ? 'TERMS_OF_SERVICE' : 'AGE_CONFIRMATION',
    termsVersion: 1,
    title: termsId === 1 ? '서비스 이용약관' : '만 14세 이상 확인',
    content: '',
    isRequired: true,
    kind: 'REQUIRED',
    isAgreed: false,
    agreedAt: null,
  })),
};

describe('AccessGates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.setState({ isAuthenticated: false, status: 'restoring' });
  });

  it('keeps what the learner ticked in the terms modal when a refused call asks for the status again', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(status));
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.setState({ isAuthenticated: true, status: 'ready', signedInAt: null });
    const { queryClient } = renderWithProviders(<AccessGates />);

    const first = await screen.findByRole('checkbox', { name: /서비스 이용약관/ }, { timeout: 3000 });
    await userEvent.click(first);
    expect(first).toBeChecked();

    // A screen behind the modal was refused with 403 TERMS_REQUIRED: the status is read again.
    await recheckServiceAccess(queryClient);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('checkbox', { name: /서비스 이용약관/ })).toBeChecked();
  });
});
