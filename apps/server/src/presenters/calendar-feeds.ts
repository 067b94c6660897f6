import ical from 'ical-generator';
import { addDays } from '@molip/domain/calendar-date';
import { todoStatusLabels } from '@molip/domain/todo-status';
import type { CalendarTodoRow } from '../repositories/calendar-feeds.ts';

/** Calendar apps read the feed again after this long (Google takes its own time whatever it says). */
const REFRESH_SECONDS = 60 * 60;

type StudyDay = { planId: string; planTitle: string; date: string; todos: CalendarTodoRow[] };

/** Rows in day, plan and outline order → one group per plan and day. */
function studyDays(rows: readonly CalendarTodoRow[]): StudyDay[] {
  const days: StudyDay[] = [];
  for (const row of rows) {
    const last = days.at(-1);
    if (last && last.planId === row.planId && last.date === row.todoDate) last.todos.push(row);
    else days.push({ planId: row.planId, planTitle: row.planTitle, date: row.todoDate, todos: [row] });
  }
  return days;
}

/** "- 1장", "- 1장 (완료)"; a review says so: "- 1장 (복습)", "- 1장 (복습 완료)". */
function todoLine(todo: CalendarTodoRow): string {
  const done = todo.status === 'COMPLETED' || todo.status === 'SKIPPED';
  const marks = [todo.reviewStep === null ? '' : '복습', done ? todoStatusLabels[todo.status] : '']
    .filter(Boolean)
    .join(' ');
  return marks ? `- ${todo.title} (${marks})` : `- ${todo.title}`;
}

/**
 * The learner's active plans as an iCalendar (RFC 5545): each study day of each plan is an all-day event
 * listing that day's to-dos, linked to the plan in the app.
 */
export function toICalendar(rows: readonly CalendarTodoRow[], origin: string, now: Date): string {
  const calendar = ical({
    name: '몰입 학습 계획',
    description: '몰입에서 세운 학습 계획의 공부하는 날과 그날의 할 일',
    prodId: { company: 'molip', product: 'study-plans', language: 'KO' },
    ttl: REFRESH_SECONDS,
  });
  for (const day of studyDays(rows)) {
    const planUrl = `${origin}/study-plan/${day.planId}`;
    calendar.createEvent({
      // Stable per plan and day, so a calendar updates the event in place when the plan changes.
      id: `${day.planId}-${day.date}@molip`,
      allDay: true,
      start: day.date,
      end: addDays(day.date, 1),
      stamp: now,
      summary: `${day.planTitle} · 할 일 ${day.todos.length}개`,
      description: `${day.todos.map(todoLine).join('\n')}\n\n몰입에서 열기: ${planUrl}`,
      url: planUrl,
    });
  }
  return calendar.toString();
}
