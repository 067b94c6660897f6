import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useAccessStore } from './guards/access-store';
import { UpdatePrompt } from './update-prompt';
import { WaitingVersion } from './waiting-version';

const pwa = vi.hoisted(() => ({
  settled: true,
  needRefresh: true,
  register: vi.fn(),
  updateServiceWorker: vi.fn(async () => undefined),
}));
const focus = vi.hoisted(() => ({ current: { data: undefined as unknown, isError: false }, asked: false }));

vi.mock('@/lib/page-settled', () => ({ usePageSettled: () => pwa.settled }));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    ...pwa.register(),
    needRefresh: [pwa.needRefresh, () => undefined],
    offlineReady: [false, () => undefined],
    updateServiceWorker: pwa.updateServiceWorker,
  }),
}));
vi.mock('@/entities/focus/get-current-focus-block', () => ({
  useCurrentFocusBlock: (enabled: boolean) => {
    focus.asked ||= enabled;
    return focus.current;
  },
}));

describe('UpdatePrompt and WaitingVersion', () => {
  beforeEach(() => {
    // The page runs under an earlier version's worker, as after any visit but the first.
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    pwa.settled = true;
    pwa.needRefresh = true;
    pwa.register.mockClear();
    focus.current = { data: null, isError: false };
    focus.asked = false;
    useAuthStore.setState({ isAuthenticated: true });
    useAccessStore.getState().grant();
  });

  afterEach(() => {
    useAuthStore.setState({ isAuthenticated: false });
    useAccessStore.getState().reset();
  });

  it('says nothing on a first visit, when the waiting worker is the first install settling', () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
    render(<WaitingVersion />);
    expect(screen.queryByText('새 버전이 있어요')).not.toBeInTheDocument();
  });

  it('announces a waiting version and applies it on the tap', async () => {
    render(<WaitingVersion />);
    expect(screen.getByText('새 버전이 있어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '새로고침' }));
    expect(pwa.updateServiceWorker).toHaveBeenCalledOnce();
  });

  it('stays silent while a focus block runs, or while that is not known yet', () => {
    focus.current = { data: { block: {}, receivedAt: 0 }, isError: false };
    const { rerender } = render(<WaitingVersion />);
    expect(screen.queryByText('새 버전이 있어요')).not.toBeInTheDocument();
    focus.current = { data: undefined, isError: false };
    rerender(<WaitingVersion />);
    expect(screen.queryByText('새 버전이 있어요')).not.toBeInTheDocument();
  });

  it('stays silent, and asks nothing, while the learner still owes the terms or a username', () => {
    useAccessStore.getState().reset();
    render(<WaitingVersion />);
    expect(screen.queryByText('새 버전이 있어요')).not.toBeInTheDocument();
    expect(focus.asked).toBe(false);
  });

  it('announces it offline, where the running block cannot be asked, and on the sign-in page', () => {
    focus.current = { data: undefined, isError: true };
    const { rerender } = render(<WaitingVersion />);
    expect(screen.getByText('새 버전이 있어요')).toBeInTheDocument();
    focus.current = { data: undefined, isError: false };
    useAuthStore.setState({ isAuthenticated: false });
    rerender(<WaitingVersion />);
    expect(screen.getByText('새 버전이 있어요')).toBeInTheDocument();
  });

  it('leaves the worker alone until the first screen has settled, then loads it', async () => {
    pwa.settled = false;
    const { rerender } = render(<UpdatePrompt />);
    expect(pwa.register).not.toHaveBeenCalled();
    pwa.settled = true;
    rerender(<UpdatePrompt />);
    expect(await screen.findByText('새 버전이 있어요')).toBeInTheDocument();
    expect(pwa.register).toHaveBeenCalled();
  });

  it('shows nothing while no new version waits', () => {
    pwa.needRefresh = false;
    render(<WaitingVersion />);
    expect(screen.queryByRole('button', { name: '새로고침' })).not.toBeInTheDocument();
  });
});
