import { queryClient } from './query-client';

/**
 * The first screen is still arriving while the loading screen shows (the session is being restored or the
 * page's code loaded; app/app-loading.tsx and index.html carry the mark) or any of its reads is in flight:
 * for `whenPageSettles`.
 */
export const firstScreenArriving = () =>
  document.querySelector('[data-loading-screen]') !== null || queryClient.isFetching() > 0;
