import { describe, expect, it } from 'vitest';
import { appliedRecoverySentence, undoTimeLeftText } from './recovery-sentences';

describe('undoTimeLeftText', () => {
  it('rounds minutes up, so the whole window reads 10분 and never 0', () => {
    expect(undoTimeLeftText(10 * 60_000)).toBe('10분 남음');
    expect(undoTimeLeftText(9 * 60_000 + 500)).toBe('10분 남음');
    expect(undoTimeLeftText(9 * 60_000)).toBe('9분 남음');
    expect(undoTimeLeftText(60_000)).toBe('1분 남음');
  });

  it('counts seconds in the last minute', () => {
    expect(undoTimeLeftText(59_000)).toBe('59초 남음');
    expect(undoTimeLeftText(1)).toBe('1초 남음');
  });
});

describe('appliedRecoverySentence', () => {
  it('says whether the end date stayed or moved', () => {
    expect(appliedRecoverySentence('2026-12-20', '2026-12-20')).toBe('종료일은 그대로 12월 20일이에요.');
    expect(appliedRecoverySentence('2026-12-23', '2026-12-20')).toBe('종료일을 12월 23일로 미뤘어요.');
  });
});
