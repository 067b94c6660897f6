import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useImmersiveMode } from './use-immersive-mode';

describe('useImmersiveMode', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it('makes the app underneath inert while on, and Esc leaves it where there is no browser full screen', () => {
    const app = document.createElement('div');
    app.id = 'root';
    document.body.append(app);
    const { result } = renderHook(() => useImmersiveMode());

    act(() => result.current.enter());
    expect(result.current.on).toBe(true);
    expect(app).toHaveAttribute('inert');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(result.current.on).toBe(false);
    expect(app).not.toHaveAttribute('inert');
  });
});
