import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { whenAuthReady } from '@/features/auth/api/restore-session';
import { AppError } from './app-fallbacks';
import { AppLoading } from './app-loading';
import { AppShell } from './app-shell';
import { ProtectedOutlet } from './protected-outlet';
import { passedOnThisDevice } from './guards/access-store';
import { createProtectedLoader, shouldRevalidateGuard } from './guards/protected-loader';
import { signOutDisabledAccount, watchAccessRefusals } from './guards/access-refusals';
import { sleep } from '@/lib/sleep';
import { prefetchDashboard } from './routes/prefetch-dashboard';

// On the app's first screen, how long the dashboard waits for its reads before it shows what it has.
const DASHBOARD_WAIT_MS = 1_000;

function DashboardAlias() {
  const { search } = useLocation();
  return <Navigate to={`${paths.home}${search}`} replace />;
}

/** Every route of the app (`config/paths.ts`), each page in its own chunk. */
export function createAppRouter(queryClient: QueryClient) {
  let committedLocation: () => { pathname: string; search: string } | null = () => null;

  const protectedRoutes: RouteObject[] = [
    {
      index: true,
      loader: async () => {
        await whenAuthReady();
        // A returning learner's reads start with the session, not after the screen has rendered. On the first
        // screen they are waited for a moment: one whole render rather than skeletons filled in card by card.
        if (!passedOnThisDevice()) return null;
        const reads = prefetchDashboard(queryClient);
        if (committedLocation() === null) await Promise.race([reads, sleep(DASHBOARD_WAIT_MS)]);
        return null;
      },
      lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
    },
    { path: paths.dashboard, Component: DashboardAlias },
    {
      path: '/study-plans/create/content-selection/:contentId?',
      lazy: async () => ({ Component: (await import('./routes/content-selection')).ContentSelectionRoute }),
    },
    {
      path: paths.studyPlansCreate,
      lazy: async () => ({ Component: (await import('./routes/study-plans-create')).StudyPlansCreateRoute }),
    },
    {
      path: paths.studyPlansDateSelection,
      lazy: async () => ({ Component: (await import('./routes/date-selection')).DateSelectionRoute }),
    },
    {
      path: paths.studyPlansRestDays,
      lazy: async () => ({ Component: (await import('./routes/rest-days')).RestDaysRoute }),
    },
    {
      path: paths.studyPlansSpeedSelection,
      lazy: async () => ({ Component: (await import('./routes/speed-selection')).SpeedSelectionRoute }),
    },
    {
      path: paths.studyPlansBufferDaySelection,
      lazy: async () => ({
        Component: (await import('./routes/buffer-day-selection')).BufferDaySelectionRoute,
      }),
    },
    {
      path: paths.studyPlans,
      lazy: async () => ({ Component: (await import('./routes/study-plans')).StudyPlansRoute }),
    },
    {
      path: '/study-plan/:id',
      lazy: async () => ({ Component: (await import('./routes/study-plan-detail')).StudyPlanDetailRoute }),
    },
    {
      path: paths.learningContentCreate,
      lazy: async () => ({
        Component: (await import('./routes/learning-content-create')).LearningContentCreateRoute,
      }),
    },
    {
      path: paths.learningContentStructure,
      lazy: async () => ({
        Component: (await import('./routes/learning-content-structure')).LearningContentStructureRoute,
      }),
    },
    {
      path: '/learning-content/:id',
      lazy: async () => ({
        Component: (await import('./routes/learning-content-detail')).LearningContentDetailRoute,
      }),
    },
    {
      path: '/focus-block/:id',
      lazy: async () => ({ Component: (await import('./routes/focus-block-detail')).FocusBlockDetailRoute }),
    },
    {
      path: paths.focusSessionCreate,
      lazy: async () => ({
        Component: (await import('./routes/focus-session-create')).FocusSessionCreateRoute,
      }),
    },
    {
      path: paths.focusSessionCurrent,
      lazy: async () => ({
        Component: (await import('./routes/focus-session-current')).FocusSessionCurrentRoute,
      }),
    },
    {
      path: '/focus-session/:id',
      lazy: async () => ({
        Component: (await import('./routes/focus-session-detail')).FocusSessionDetailRoute,
      }),
    },
    {
      path: paths.focusBlockTimePeriod,
      lazy: async () => ({
        Component: (await import('./routes/focus-block-time-period')).FocusBlockTimePeriodRoute,
      }),
    },
    {
      path: paths.focusBlockTodoSelect,
      lazy: async () => ({
        Component: (await import('./routes/focus-block-todo-select')).FocusBlockTodoSelectRoute,
      }),
    },
    {
      path: paths.focusBlockCurrent,
      lazy: async () => ({
        Component: (await import('./routes/focus-block-current')).FocusBlockCurrentRoute,
      }),
    },
    {
      path: paths.studyGroup,
      lazy: async () => ({ Component: (await import('./routes/study-group')).StudyGroupRoute }),
    },
    { path: paths.myPage, lazy: async () => ({ Component: (await import('./routes/my-page')).MyPageRoute }) },
    {
      path: paths.statistics,
      lazy: async () => ({ Component: (await import('./routes/statistics')).StatisticsRoute }),
    },
    { path: paths.admin, lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }) },
    { path: paths.design, lazy: async () => ({ Component: (await import('./routes/design')).DesignRoute }) },
    {
      path: paths.termsTest,
      lazy: async () => ({ Component: (await import('./routes/terms-test')).TermsTestRoute }),
    },
    { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
  ];

  const router = createBrowserRouter([
    {
      Component: AppShell,
      HydrateFallback: AppLoading,
      ErrorBoundary: AppError,
      children: [
        { path: paths.login, lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
        {
          path: paths.signUpUnder14,
          lazy: async () => ({ Component: (await import('./routes/sign-up-under-14')).SignUpUnder14Route }),
        },
        {
          // Terms texts are public, like `GET /api/terms/{id}`, so they can be read before signing in.
          path: '/terms/:termsId',
          lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
        },
        {
          id: 'protected',
          Component: ProtectedOutlet,
          loader: createProtectedLoader({ queryClient, committedLocation: () => committedLocation() }),
          shouldRevalidate: shouldRevalidateGuard,
          children: protectedRoutes,
        },
      ],
    },
  ]);

  committedLocation = () => (router.state.initialized ? router.state.location : null);
  watchAccessRefusals(queryClient, { onAccountDisabled: signOutDisabledAccount });
  return router;
}
