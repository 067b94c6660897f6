import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertStack } from './alert-stack';
import { showAlert, useAlertsStore } from './alerts-store';
import { Modal } from './modal';

function Page({ modalOpen }: { modalOpen: boolean }) {
  return (
    <>
      <main>
        <AlertStack />
      </main>
      <Modal open={modalOpen} title="자동 종료 알림" />
    </>
  );
}

describe('AlertStack', () => {
  afterEach(() => act(() => useAlertsStore.getState().clear()));

  it('stays readable by screen readers when a modal opens and hides the rest of the page', () => {
    const { rerender } = render(<Page modalOpen={false} />);
    act(
      () => void showAlert({ variant: 'warning', title: '시간 알림', description: '세션 시간이 지났어요.' }),
    );
    rerender(<Page modalOpen />);
    expect(screen.getByRole('dialog', { name: '자동 종료 알림' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('세션 시간이 지났어요.');
  });
});
