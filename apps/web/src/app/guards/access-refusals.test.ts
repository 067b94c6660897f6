import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorCode } from '@molip/domain/api-error';
import { HttpError } from '@/lib/http-error';
import { useAccessStore } from './access-store';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import {
  isAccountDisabledRefusal,
  isServiceGateRefusal,
  signOutDisabledAccount,
  watchAccessRefusals,
} from './access-refusals';

const refusal = (status: number, code: ApiErrorCode) =>
  new HttpError({
    kind: 'http',
    status,
    body: { statusCode: status, code, error: 'Forbidden', message: '약관에 동의해 주세요.' },
  });

afterEach(() => useAccessStore.getState().reset());

describe('isServiceGateRefusal', () => {
  it('knows the gate’s two refusals and nothing else', () => {
    expect(isServiceGateRefusal(refusal(403, 'TERMS_REQUIRED'))).toBe(true);
    expect(isServiceGateRefusal(refusal(403, 'USERNAME_REQUIRED'))).toBe(true);
    expect(isServiceGateRefusal(refusal(403, 'FORBIDDEN'))).toBe(false);
    expect(isServiceGateRefusal(refusal(403, 'USER_DISABLED'))).toBe(false);
    expect(isServiceGateRefusal(new Error('TERMS_REQUIRED'))).toBe(false);
    expect(isAccountDisabledRefusal(refusal(403, 'USER_DISABLED'))).toBe(true);
    expect(isAccountDisabledRefusal(refusal(403, 'TERMS_REQUIRED'))).toBe(false);
  });
});

describe('watchAccessRefusals', () => {
  it('forgets the trusted access and asks for the agreement status again when a read is refused', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const status = vi.fn(async () => ({ hasAgreedToAllRequired: true }));
    const statusQuery = queryClient.getQueryCache().build(queryClient, {
      queryKey: ['terms', 'agreement-status'],
      queryFn: status,
    });
    await queryClient.fetchQuery({ queryKey: ['terms', 'agreement-status'], queryFn: status });
    useAccessStore.getState().grant();
    const onAccountDisabled = vi.fn();
    const stop = watchAccessRefusals(queryClient, { onAccountDisabled });

    await queryClient
      .fetchQuery({
        queryKey: ['user', 'stats'],
        queryFn: () => Promise.reject(refusal(403, 'TERMS_REQUIRED')),
      })
      .catch(() => undefined);

    expect(useAccessStore.getState().grantedAt).toBeNull();
    expect(statusQuery.state.isInvalidated).toBe(true);
    stop();
  });

  it('leaves access alone for any other failure', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    useAccessStore.getState().grant(1000);
    const onAccountDisabled = vi.fn();
    const stop = watchAccessRefusals(queryClient, { onAccountDisabled });
    await queryClient
      .fetchQuery({ queryKey: ['admin'], queryFn: () => Promise.reject(refusal(403, 'FORBIDDEN')) })
      .catch(() => undefined);
    expect(useAccessStore.getState().grantedAt).toBe(1000);
    expect(onAccountDisabled).not.toHaveBeenCalled();
    stop();
  });

  it('ends a disabled account’s session from a refused write', async () => {
    const queryClient = new QueryClient();
    const onAccountDisabled = vi.fn();
    const stop = watchAccessRefusals(queryClient, { onAccountDisabled });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(refusal(403, 'USER_DISABLED')) })
      .execute(undefined)
      .catch(() => undefined);
    expect(onAccountDisabled).toHaveBeenCalledOnce();
    stop();
  });
});

describe('signOutDisabledAccount', () => {
  it('ends the session and remembers why, so the shell can say it on the login page', () => {
    useAuthStore.setState({ isAuthenticated: true, lastSignOut: null });
    signOutDisabledAccount();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, lastSignOut: 'disabled' });
  });

  it('does nothing once signed out', () => {
    useAuthStore.setState({ isAuthenticated: false, lastSignOut: 'user' });
    signOutDisabledAccount();
    expect(useAuthStore.getState().lastSignOut).toBe('user');
  });
});
