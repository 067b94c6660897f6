/**
 * Routes whose features arrive with later issues. Each renders the real page frame with its Korean
 * title, a back button and a description of what the page is for — never made-up data.
 */
export type PlannedPage = {
  path: string;
  title: string;
  description: string;
  backTo: string;
  step?: { current: number; total: number };
  showTabs?: boolean;
};

export const plannedPages: PlannedPage[] = [];
