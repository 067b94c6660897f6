import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockEndHeadline } from './block-end-headline';

describe('blockEndHeadline', () => {
  it('never congratulates an empty block, and offers a way forward', () => {
    const line = blockEndHeadline({ focusSeconds: 0, plannedMinutes: 40, completedTodos: 0 });
    expect(line).toEqual({
      title: '이번엔 집중 기록이 없어요',
      detail: '다음 블록에서 할 일 하나를 골라 시작해 보세요.',
      celebrates: false,
    });
  });

  it('celebrates a block that held its whole plan', () => {
    expect(blockEndHeadline({ focusSeconds: 40 * 60, plannedMinutes: 40, completedTodos: 0 })).toMatchObject({
      title: '계획한 40분을 끝까지 집중했어요',
      celebrates: true,
    });
  });

  it('says what was focused, in seconds under a minute, and names the to-dos done', () => {
    expect(blockEndHeadline({ focusSeconds: 40, plannedMinutes: 25, completedTodos: 0 }).title).toBe(
      '40초 집중했어요',
    );
    expect(blockEndHeadline({ focusSeconds: 15 * 60, plannedMinutes: 25, completedTodos: 2 })).toEqual({
      title: '15분 집중했어요',
      detail: '할 일 2개를 끝냈어요.',
      celebrates: true,
    });
  });

  it('celebrates a to-do completed without measured time', () => {
    expect(blockEndHeadline({ focusSeconds: 0, plannedMinutes: 25, completedTodos: 1 })).toMatchObject({
      title: '할 일 1개를 끝냈어요.',
      celebrates: true,
    });
  });

  it('celebrates exactly when something was done, and never reads 0분', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 * 3600 }),
        fc.integer({ min: 1, max: 360 }),
        fc.integer({ min: 0, max: 5 }),
        (focusSeconds, plannedMinutes, completedTodos) => {
          const line = blockEndHeadline({ focusSeconds, plannedMinutes, completedTodos });
          expect(line.celebrates).toBe(focusSeconds > 0 || completedTodos > 0);
          expect(`${line.title} ${line.detail}`).not.toMatch(/(^|\s)0분/);
        },
      ),
    );
  });
});
