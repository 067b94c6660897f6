/**
 * Offline, Chromium reports every failed request on the console and the session restore says it could not
 * refresh; back online, the first reads go out without a token and are answered 401 before the refresh.
 * Takes those lines out of a test's `consoleMessages`, which must otherwise stay empty.
 */
export function forgiveOfflineLines(messages: string[]): void {
  const kept = messages.filter(
    (line) =>
      !/ERR_INTERNET_DISCONNECTED|Session restore failed: network error|status of 401 \(Unauthorized\)/.test(
        line,
      ),
  );
  messages.splice(0, messages.length, ...kept);
}
