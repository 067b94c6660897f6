import { describe, it, expect } from 'vitest';
import {
  canTransition,
  compareShortTitles,
  invalidTransitionMessage,
  isOpenTodoStatus,
  todoActionFailureMessage,
  todoSheetActions,
  todoStateLabel,
  todoStatus,
  todoStatuses,
  todoStatusLabels,
  todoStatusMessage,
  toggledTodoStatus,
  undoTodoStatus,
  type TodoStatus,
} from './todo-status.ts';

describe('todoStatus', () => {
  it('parses the five statuses and nothing else', () => {
    expect(todoStatuses).toEqual(['PENDING', 'IN_PROGRESS', 'COMPLETED', 'POSTPONED', 'SKIPPED']);
    expect(todoStatus.safeParse('POSTPONED').success).toBe(true);
    expect(todoStatus.safeParse('DONE').success).toBe(false);
    expect(todoStatus.safeParse('pending').success).toBe(false);
  });
});

describe('canTransition', () => {
  const allowed: Record<TodoStatus, TodoStatus[]> = {
    PENDING: ['IN_PROGRESS', 'COMPLETED', 'POSTPONED', 'SKIPPED'],
    IN_PROGRESS: ['PENDING', 'COMPLETED', 'POSTPONED', 'SKIPPED'],
    COMPLETED: ['PENDING'],
    POSTPONED: ['PENDING', 'COMPLETED'],
    SKIPPED: ['PENDING', 'COMPLETED'],
  };

  for (const from of todoStatuses) {
    for (const to of todoStatuses) {
      const expected = from === to || allowed[from].includes(to);
      it(`${expected ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransition(from, to)).toBe(expected);
      });
    }
  }

  it('allows setting the current status again as a no-op', () => {
    for (const status of todoStatuses) expect(canTransition(status, status)).toBe(true);
  });
});

describe('undoTodoStatus', () => {
  it('goes back to the previous status when the table allows it', () => {
    expect(undoTodoStatus('PENDING', 'COMPLETED')).toBe('PENDING');
    expect(undoTodoStatus('PENDING', 'POSTPONED')).toBe('PENDING');
    expect(undoTodoStatus('COMPLETED', 'PENDING')).toBe('COMPLETED');
    expect(undoTodoStatus('POSTPONED', 'PENDING')).toBe('POSTPONED');
    expect(undoTodoStatus('SKIPPED', 'PENDING')).toBe('SKIPPED');
  });

  it('reopens as pending when the previous status cannot be set again', () => {
    expect(undoTodoStatus('IN_PROGRESS', 'COMPLETED')).toBe('PENDING');
    expect(undoTodoStatus('POSTPONED', 'COMPLETED')).toBe('PENDING');
  });

  it('offers nothing to undo for a repeated status', () => {
    expect(undoTodoStatus('COMPLETED', 'COMPLETED')).toBeNull();
  });

  it('only ever proposes an allowed change', () => {
    for (const from of todoStatuses)
      for (const to of todoStatuses) {
        const back = undoTodoStatus(from, to);
        if (back !== null) expect(canTransition(to, back)).toBe(true);
      }
  });
});

describe('todoStateLabel', () => {
  it('tells a to-do being focused on from one paused in the running block, and never says 진행 중', () => {
    expect(todoStateLabel('IN_PROGRESS', true)).toBe('집중 중');
    expect(todoStateLabel('IN_PROGRESS', false)).toBe('일시 정지');
    expect(todoStateLabel('POSTPONED', false)).toBe('내일로 미룸');
    for (const status of todoStatuses) {
      expect(todoStateLabel(status, false)).not.toBe('진행 중');
      expect(todoStateLabel(status, true)).not.toBe('진행 중');
    }
  });
});

describe('todoStatusMessage', () => {
  it('confirms each change in Korean', () => {
    expect(todoStatusMessage('COMPLETED')).toBe('할 일을 완료했어요.');
    expect(todoStatusMessage('POSTPONED')).toBe('내일로 미뤘어요.');
    expect(todoStatusMessage('SKIPPED')).toBe('건너뛰었어요.');
    expect(todoStatusMessage('IN_PROGRESS')).toBe('집중을 시작했어요.');
    expect(todoStatusMessage('PENDING')).toBe('미완료로 표시했어요.');
  });

  it('names what was cancelled when returning to PENDING', () => {
    expect(todoStatusMessage('PENDING', 'POSTPONED')).toBe('미루기를 취소했어요.');
    expect(todoStatusMessage('PENDING', 'SKIPPED')).toBe('건너뛰기를 취소했어요.');
    expect(todoStatusMessage('PENDING', 'COMPLETED')).toBe('완료를 취소했어요.');
  });

  it('explains a refused change with both status labels', () => {
    expect(invalidTransitionMessage('COMPLETED', 'SKIPPED')).toBe(
      "'완료' 상태의 할 일은 '건너뜀' 상태로 바꿀 수 없어요.",
    );
    expect(todoStatusLabels.POSTPONED).toBe('내일로 미룸');
  });
});

describe('todoSheetActions', () => {
  const summary = (status: TodoStatus) =>
    todoSheetActions(status).map(({ label, targetStatus }) => ({ label, targetStatus }));

  it('offers complete, postpone and skip for an open to-do', () => {
    const open = [
      { label: '완료', targetStatus: 'COMPLETED' },
      { label: '내일로 미루기', targetStatus: 'POSTPONED' },
      { label: '건너뛰기', targetStatus: 'SKIPPED' },
    ];
    expect(summary('PENDING')).toEqual(open);
    expect(summary('IN_PROGRESS')).toEqual(open);
  });

  it('offers only "mark incomplete" for a completed to-do', () => {
    expect(summary('COMPLETED')).toEqual([{ label: '미완료로 표시', targetStatus: 'PENDING' }]);
  });

  it('offers complete or cancel for postponed and skipped to-dos', () => {
    expect(summary('POSTPONED')).toEqual([
      { label: '완료', targetStatus: 'COMPLETED' },
      { label: '미루기 취소', targetStatus: 'PENDING' },
    ]);
    expect(summary('SKIPPED')).toEqual([
      { label: '완료', targetStatus: 'COMPLETED' },
      { label: '건너뛰기 취소', targetStatus: 'PENDING' },
    ]);
  });

  it('only offers changes the transition table allows', () => {
    for (const status of todoStatuses) {
      for (const action of todoSheetActions(status))
        expect(canTransition(status, action.targetStatus)).toBe(true);
    }
  });

  it('carries a failure alert per action kind', () => {
    expect(todoActionFailureMessage('postpone')).toBe('미루지 못했어요. 다시 시도해 주세요.');
    expect(todoActionFailureMessage('complete')).toBe('완료하지 못했어요. 다시 시도해 주세요.');
    expect(todoActionFailureMessage('markIncomplete')).toBe(
      '미완료로 표시하지 못했어요. 다시 시도해 주세요.',
    );
    expect(todoActionFailureMessage('cancelPostpone')).toBe(
      '미루기를 취소하지 못했어요. 다시 시도해 주세요.',
    );
    expect(todoActionFailureMessage('cancelSkip')).toBe('건너뛰기를 취소하지 못했어요. 다시 시도해 주세요.');
    expect(todoSheetActions('POSTPONED')[1]?.failureMessage).toBe(todoActionFailureMessage('cancelPostpone'));
  });
});

describe('toggledTodoStatus and isOpenTodoStatus', () => {
  it('flips between COMPLETED and PENDING', () => {
    expect(toggledTodoStatus('COMPLETED')).toBe('PENDING');
    expect(toggledTodoStatus('PENDING')).toBe('COMPLETED');
    expect(toggledTodoStatus('POSTPONED')).toBe('COMPLETED');
  });

  it('treats only PENDING and IN_PROGRESS as open', () => {
    expect(todoStatuses.filter(isOpenTodoStatus)).toEqual(['PENDING', 'IN_PROGRESS']);
  });
});

describe('compareShortTitles', () => {
  it('orders outline numbers numerically', () => {
    expect(['1.10', '1.2', '10', '2', '1.9', '1'].sort(compareShortTitles)).toEqual([
      '1',
      '1.2',
      '1.9',
      '1.10',
      '2',
      '10',
    ]);
  });

  it('ignores case', () => {
    expect(compareShortTitles('Chapter 2', 'chapter 2')).toBe(0);
    expect(['b', 'A', 'a1', 'B2'].sort(compareShortTitles)).toEqual(['A', 'a1', 'b', 'B2']);
  });
});
