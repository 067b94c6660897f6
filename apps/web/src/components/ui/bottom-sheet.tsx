import { lazy, Suspense, useState } from 'react';

export type SheetAction = {
  id: string;
  label: string;
  onSelect: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  /** A change the server makes: unavailable offline, with the reason said once in the sheet. */
  needsServer?: boolean;
};

export type BottomActionSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  actions: SheetAction[];
  cancelLabel?: string;
};

// vaul and the Radix dialog under it load the first time a sheet opens, not with the page that has one.
const BottomActionSheetView = lazy(() =>
  import('./bottom-sheet-view').then((module) => ({ default: module.BottomActionSheetView })),
);

/** Bottom action sheet: a title asking which action to take, the actions, and a cancel button. */
export function BottomActionSheet(props: BottomActionSheetProps) {
  // Once opened it stays mounted, so closing plays the sheet's own animation.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <BottomActionSheetView {...props} />
    </Suspense>
  );
}
