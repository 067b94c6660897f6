/*
 * The frame every page sits in, as classes: PageLayout draws it, and so does the dashboard's first paint
 * before the router is there, so the two line up to the pixel.
 */

/** The centred phone-width column; from 1024 px a desktop-wide one. */
export const PAGE_COLUMN_CLASS =
  'mx-auto flex min-h-dvh w-full max-w-app flex-col bg-app shadow-[0_0_0_1px_var(--line)] sm:shadow-float ' +
  // Beside the side navigation a floating shadow would fall on it: the column keeps its hairline.
  'lg:max-w-6xl lg:shadow-[0_0_0_1px_var(--line)]';

/** The page's sticky header, clear of a notch. */
export const PAGE_HEADER_CLASS =
  'sticky top-0 z-30 bg-app px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 lg:px-8';

/** Where the side navigation stands (from 1024 px) while its code loads. */
export const SIDE_NAVIGATION_SPACE_CLASS = 'w-60 shrink-0 border-r border-line bg-surface';
