import type { ContentSearch } from './get-learning-contents';

/** Every learning-content query key in one place, so a write refreshes exactly what it changed. */
export const learningContentKeys = {
  all: ['learning-contents'] as const,
  /** Every cached page of the list, whatever the search. */
  lists: () => [...learningContentKeys.all, 'list'] as const,
  list: (search: ContentSearch) => [...learningContentKeys.lists(), search] as const,
  detail: (id: string) => [...learningContentKeys.all, 'detail', id] as const,
  units: (contentId: string) => [...learningContentKeys.all, 'units', contentId] as const,
  unitsInUse: (contentId: string) => [...learningContentKeys.all, 'units-in-use', contentId] as const,
};
