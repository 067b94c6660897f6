/** Sends the whole page to another address (a full navigation, not the router's). */
export function leavePage(url: string): void {
  window.location.assign(url);
}
