/** Stands in for `virtual:pwa-register/react`, which only the Vite PWA plugin provides: no worker, no update. */
export function useRegisterSW() {
  return {
    needRefresh: [false, () => undefined] as const,
    offlineReady: [false, () => undefined] as const,
    updateServiceWorker: async () => undefined,
  };
}
