import { describe, it, expect } from 'vitest';
import {
  blockTimeProgressPercent,
  canJudgeFocus,
  clampProgress,
  completionRate,
  focusEfficiency,
  fractionToPercent,
} from './focus-figures.ts';

describe('clampProgress', () => {
  it('keeps values inside 0-100', () => {
    expect(clampProgress(-1)).toBe(0);
    expect(clampProgress(0)).toBe(0);
    expect(clampProgress(42.5)).toBe(42.5);
    expect(clampProgress(100)).toBe(100);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(100);
  });

  it('treats NaN as no progress', () => {
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});

describe('blockTimeProgressPercent', () => {
  it('is the elapsed share of the planned time', () => {
    expect(blockTimeProgressPercent(10, 40)).toBe(25);
    expect(blockTimeProgressPercent(0, 40)).toBe(0);
  });

  it('is capped at 100 when the block runs over', () => {
    expect(blockTimeProgressPercent(50, 40)).toBe(100);
  });

  it('is 0 for a block without planned time or with negative elapsed time', () => {
    expect(blockTimeProgressPercent(10, 0)).toBe(0);
    expect(blockTimeProgressPercent(-5, 40)).toBe(0);
  });
});

describe('focusEfficiency', () => {
  it('is actual focus over elapsed time', () => {
    expect(focusEfficiency(30, 40)).toBe(0.75);
  });

  it('is 0 when no time has elapsed', () => {
    expect(focusEfficiency(0, 0)).toBe(0);
    expect(focusEfficiency(5, 0)).toBe(0);
  });

  it('never exceeds 1 when clocks disagree', () => {
    expect(focusEfficiency(41, 40)).toBe(1);
  });
});

describe('completionRate', () => {
  it('is completed over total', () => {
    expect(completionRate(3, 4)).toBe(0.75);
    expect(completionRate(4, 4)).toBe(1);
  });

  it('is 0 when there are no to-dos', () => {
    expect(completionRate(0, 0)).toBe(0);
  });
});

describe('fractionToPercent', () => {
  it('rounds a 0-1 fraction to a whole percent within 0-100', () => {
    expect(fractionToPercent(0.333)).toBe(33);
    expect(fractionToPercent(0.005)).toBe(1);
    expect(fractionToPercent(1.2)).toBe(100);
    expect(fractionToPercent(-0.1)).toBe(0);
  });
});

describe('canJudgeFocus', () => {
  it('judges nothing under five minutes of measured focus (57 seconds is no efficiency)', () => {
    expect(canJudgeFocus(57)).toBe(false);
    expect(canJudgeFocus(299)).toBe(false);
    expect(canJudgeFocus(300)).toBe(true);
  });
});
