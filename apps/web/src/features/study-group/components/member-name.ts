// Its own module: the dashboard's "지금 집중 중" strip names members too, and the ranking row, with its bar
// chart, belongs to the group page's chunk, not to the dashboard's first load.

/** Usernames only: the e-mail, even masked, never labels a member in the ranking. */
export function memberName(username: string | null): string {
  return username ?? '이름 없는 멤버';
}
