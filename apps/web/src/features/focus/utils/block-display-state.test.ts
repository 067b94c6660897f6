import { describe, expect, it } from 'vitest';
import { withDisplayStates } from './block-display-state';

describe('block display state', () => {
  it('marks ended blocks completed, the first open one active and the rest pending, in start order', () => {
    const blocks = [
      { id: 'c', startTime: '2025-03-10T11:00:00Z', endedAt: null },
      { id: 'a', startTime: '2025-03-10T09:00:00Z', endedAt: '2025-03-10T09:40:00Z' },
      { id: 'b', startTime: '2025-03-10T10:00:00Z', endedAt: null },
    ];
    expect(withDisplayStates(blocks).map(({ block, state }) => [block.id, state])).toEqual([
      ['a', 'completed'],
      ['b', 'active'],
      ['c', 'pending'],
    ]);
  });
});
