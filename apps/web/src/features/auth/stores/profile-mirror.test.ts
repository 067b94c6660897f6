import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userKeys } from '@/entities/learner/user-query-keys';
import { queryClient } from '@/lib/query-client';
import { userProfile } from '@/testing/user-profile';
import { useAuthStore } from './auth-store';
import { mirrorProfileQuery } from './profile-mirror';

const profile = userProfile({ username: null });

describe('the persisted profile', () => {
  let stopMirroring: () => void;
  beforeAll(() => {
    stopMirroring = mirrorProfileQuery(queryClient);
  });
  afterAll(() => stopMirroring());
  afterEach(() => {
    useAuthStore.getState().clear();
    queryClient.clear();
  });

  it('follows every change written to the profile query while signed in', () => {
    useAuthStore.getState().setUser(profile);
    queryClient.setQueryData(userKeys.me(), { ...profile, username: '몰입러', dayStartHour: 4 });
    expect(useAuthStore.getState().user).toMatchObject({ username: '몰입러', dayStartHour: 4 });
  });

  it('leaves the store alone when the answer is the profile it already holds', () => {
    useAuthStore.getState().setUser(profile);
    let notified = 0;
    const unsubscribe = useAuthStore.subscribe(() => (notified += 1));
    queryClient.setQueryData(userKeys.me(), { ...profile });
    unsubscribe();
    expect(notified).toBe(0);
  });

  it('is not brought back by a profile answer that lands after sign-out', () => {
    useAuthStore.getState().setUser(profile);
    useAuthStore.getState().clear();
    queryClient.setQueryData(userKeys.me(), profile);
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });
});
