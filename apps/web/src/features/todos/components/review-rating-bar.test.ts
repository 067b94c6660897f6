import { describe, expect, it } from 'vitest';
import { reviewAnswerText } from './review-rating-bar';

describe('reviewAnswerText', () => {
  it('counts the days from the learner’s today, tomorrow by name', () => {
    expect(reviewAnswerText('2026-11-23', '2026-11-22')).toBe('내일 다시 볼게요');
    expect(reviewAnswerText('2026-12-22', '2026-11-22')).toBe('30일 뒤에 다시 볼게요');
    // Done yesterday, rated today: its one-day wait is already over.
    expect(reviewAnswerText('2026-11-22', '2026-11-22')).toBe('오늘 다시 볼게요');
  });

  it('says the ladder is finished when nothing comes back', () => {
    expect(reviewAnswerText(null, '2026-11-22')).toBe('다음 복습은 잡지 않았어요');
  });
});
