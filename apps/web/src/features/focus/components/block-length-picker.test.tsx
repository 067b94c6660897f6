import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { BlockLengthPicker } from './block-length-picker';

describe('BlockLengthPicker', () => {
  afterEach(() => useFocusPreferencesStore.setState({ blockMinutes: 40 }));

  it('starts at the spec’s 40 minutes and remembers the length chosen for the next quick start', () => {
    render(<BlockLengthPicker />);
    expect(screen.getByRole('radio', { name: '40분' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '25분' }));
    expect(screen.getByRole('radio', { name: '25분' })).toBeChecked();
    expect(useFocusPreferencesStore.getState().blockMinutes).toBe(25);
    expect(JSON.parse(localStorage.getItem('molip-focus-preferences') ?? '{}')).toMatchObject({
      state: { blockMinutes: 25 },
    });
  });
});
