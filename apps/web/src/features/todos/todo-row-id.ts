/** A to-do row's element id: the snackbar about a change keeps that row in sight. */
export const todoRowId = (todoId: string) => `todo-${todoId}`;
