import { useEffect, useRef, type MouseEvent } from 'react';
import { Drawer } from 'vaul';
import { cn } from '@/lib/cn';
import type { BottomActionSheetProps } from './bottom-sheet';
import { OFFLINE_REASON, useServerActionBlocked } from './offline-reason';
import { useMarkSheetOpen } from './open-sheet-store';

/**
 * A long press opens the sheet under the finger: lifting that finger must not press the button now beneath
 * it. A pointer click counts only when its press began inside the open sheet; a keyboard click has detail 0.
 */
function usePressesFromInside(open: boolean) {
  const pressedInside = useRef(false);
  useEffect(() => {
    if (open) pressedInside.current = false;
  }, [open]);
  return {
    onPointerDownCapture: () => {
      pressedInside.current = true;
    },
    accepts: (event: MouseEvent) => event.detail === 0 || pressedInside.current,
  };
}

/** The sheet itself (vaul's drawer), loaded by `BottomActionSheet` the first time it opens. */
export function BottomActionSheetView({
  open,
  onOpenChange,
  title,
  description = '무엇을 할까요?',
  actions,
  cancelLabel = '취소',
}: BottomActionSheetProps) {
  // What had the focus when the sheet opened (the row's ⋮ button): it gets it back when the sheet closes.
  const opener = useRef<HTMLElement | null>(null);
  const presses = usePressesFromInside(open);
  const offline = useServerActionBlocked().blocked;
  const refusedOffline = offline && actions.some((action) => action.needsServer);
  useMarkSheetOpen(open);
  return (
    // `autoFocus`: vaul leaves focus on the page behind by default. The sheet itself takes it (not its first
    // action, which Enter would run), so Tab walks its actions; closing hands focus back to the opener.
    <Drawer.Root open={open} onOpenChange={onOpenChange} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <Drawer.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            (event.currentTarget as HTMLElement).focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onPointerDownCapture={presses.onPointerDownCapture}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex w-full max-w-app flex-col rounded-t-3xl bg-surface outline-none',
            'pb-[max(1rem,env(safe-area-inset-bottom))]',
          )}
        >
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-10 rounded-full bg-line-strong" />
          <div className="px-5 pt-4 pb-2 text-center">
            <Drawer.Title className="text-base font-bold text-ink">{title}</Drawer.Title>
            <Drawer.Description className="mt-1 text-sm text-ink-muted">{description}</Drawer.Description>
            {refusedOffline ? (
              <p className="mt-2 text-sm font-semibold text-warning">{OFFLINE_REASON}</p>
            ) : null}
          </div>
          <ul className="flex flex-col gap-2 px-4 py-2">
            {actions.map((action) => (
              <li key={action.id}>
                <button
                  type="button"
                  disabled={action.disabled || (action.needsServer && offline)}
                  onClick={(event) => {
                    if (!presses.accepts(event)) return;
                    action.onSelect();
                    onOpenChange(false);
                  }}
                  className={cn(
                    'h-13 w-full rounded-2xl bg-surface-muted text-[0.9375rem] font-semibold disabled:text-ink-subtle',
                    action.tone === 'danger' ? 'text-danger' : 'text-ink',
                  )}
                >
                  {action.label}
                </button>
              </li>
            ))}
          </ul>
          <div className="px-4 pt-1">
            <button
              type="button"
              onClick={(event) => {
                if (presses.accepts(event)) onOpenChange(false);
              }}
              className="h-13 w-full rounded-2xl border border-line-strong text-[0.9375rem] font-semibold text-ink-muted"
            >
              {cancelLabel}
            </button>
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
