import { LOGIN_PATH } from '@molip/domain/safe-redirect';

/** Every route of the app in one place, so links and the router cannot drift apart. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  login: LOGIN_PATH,
  /** Where a "만 14세 미만이에요" answer leads: public, the account is gone by then. */
  signUpUnder14: '/signup/under-14',
  studyGroup: '/study-group',
  studyPlan: (id: string) => `/study-plan/${encodeURIComponent(id)}`,
  studyPlans: '/study-plans',
  studyPlansCreate: '/study-plans/create',
  studyPlansContentSelection: '/study-plans/create/content-selection',
  studyPlansDateSelection: '/study-plans/create/date-selection',
  studyPlansRestDays: '/study-plans/create/rest-days',
  studyPlansSpeedSelection: '/study-plans/create/speed-selection',
  studyPlansBufferDaySelection: '/study-plans/create/buffer-day-selection',
  focusSessionCreate: '/focus-session/create',
  focusSessionCurrent: '/focus-session/current',
  focusSession: (id: string) => `/focus-session/${encodeURIComponent(id)}`,
  focusBlockTimePeriod: '/focus-block/create/time-period-select',
  focusBlockTodoSelect: '/focus-block/create/todo-select',
  focusBlockCurrent: '/focus-block/current',
  focusBlock: (id: string) => `/focus-block/${encodeURIComponent(id)}`,
  learningContentCreate: '/learning-content/create',
  learningContentStructure: '/learning-content/create/structure',
  learningContent: (id: string) => `/learning-content/${encodeURIComponent(id)}`,
  design: '/design',
  admin: '/admin',
  termsTest: '/terms-test',
  myPage: '/my-page',
  statistics: '/statistics',
  terms: (id: number) => `/terms/${id}`,
} as const;

/** Screens also opened by a route name rather than a path (the focus button opens "focus-session-create"). */
export const namedPaths = {
  'focus-session-create': paths.focusSessionCreate,
} as const;
