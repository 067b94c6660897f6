import { useEffect } from 'react';

/** Shows `title` in the browser tab while it is set, and puts the previous title back afterwards. */
export function useTabTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
