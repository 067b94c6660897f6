import { describe, it, expect } from 'vitest';
import { formatDurationText, formatGroupFocusTime } from './duration-text.ts';

describe('formatDurationText', () => {
  it('is blank for zero or negative minutes', () => {
    expect(formatDurationText(0)).toBe('');
    expect(formatDurationText(-5)).toBe('');
    expect(formatDurationText(Number.NaN)).toBe('');
  });

  it('shows minutes under an hour', () => {
    expect(formatDurationText(1)).toBe('1분');
    expect(formatDurationText(59)).toBe('59분');
  });

  it('shows whole hours without a minutes part', () => {
    expect(formatDurationText(60)).toBe('1시간');
    expect(formatDurationText(180)).toBe('3시간');
  });

  it('shows hours and minutes from an hour up', () => {
    expect(formatDurationText(61)).toBe('1시간 1분');
    expect(formatDurationText(125)).toBe('2시간 5분');
  });

  it('drops fractions of a minute', () => {
    expect(formatDurationText(59.9)).toBe('59분');
    expect(formatDurationText(0.5)).toBe('');
  });
});

describe('formatGroupFocusTime', () => {
  it('shows hours and two-digit minutes', () => {
    expect(formatGroupFocusTime(0)).toBe('0:00');
    expect(formatGroupFocusTime(5)).toBe('0:05');
    expect(formatGroupFocusTime(125)).toBe('2:05');
    expect(formatGroupFocusTime(600)).toBe('10:00');
    expect(formatGroupFocusTime(1501)).toBe('25:01');
  });

  it('shows 0:00 for negative or missing time', () => {
    expect(formatGroupFocusTime(-10)).toBe('0:00');
    expect(formatGroupFocusTime(Number.NaN)).toBe('0:00');
  });
});
