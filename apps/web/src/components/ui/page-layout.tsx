import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { useWideScreen } from '@/lib/use-wide-screen';
import { ChevronLeftIcon } from './icons';
import { OfflineNotice } from './offline-notice';
import { PAGE_COLUMN_CLASS, PAGE_HEADER_CLASS } from './page-frame';
import { TabBar, type NavItem } from './tab-bar';

type PageLayoutProps = {
  title: string;
  /** Show a back button; it goes back in history, or to this path when the page was opened directly. */
  backTo?: string;
  /**
   * The back button always goes to `backTo`, in place of this page: for the steps of a flow that is one
   * history entry (the plan wizard), where going back in history would leave the flow.
   */
  backReplaces?: boolean;
  /** Replaces the plain title row (e.g. the dashboard's greeting with avatar). */
  header?: ReactNode;
  headerActions?: ReactNode;
  /** The phone's bottom tabs; from 1024 px the side navigation (app shell) takes their place. */
  tabs?: NavItem[];
  /** Pinned above the tab bar (e.g. the dashboard's full-width button). */
  bottomAction?: ReactNode;
  /**
   * What sits beside the page's main list on a desktop-wide screen (≥ 1024 px), under `bottomAction`, which
   * then no longer covers the list; on narrower screens it comes first in the one column.
   */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * Publishes the pinned bottom bar's height as `--page-bottom-bar`, so alerts and snackbars sit above it.
 * The size comes from ResizeObserver after layout, never from reading `offsetHeight` (a forced layout of
 * the whole page on the first render), and is written only when it changes (a document-wide restyle).
 */
function usePublishBottomBarHeight(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = bar.current;
    const root = document.documentElement.style;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let published = '';
    const observer = new ResizeObserver(([entry]) => {
      const height = `${Math.round(entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight)}px`;
      if (height === published) return;
      published = height;
      root.setProperty('--page-bottom-bar', height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--page-bottom-bar');
    };
  }, [bar]);
}

// Where a page's own component puts its pinned actions when the route cannot pass `bottomAction`.
const BottomActionSlot = createContext<HTMLElement | null>(null);

/**
 * Pins its children to the bottom of the page like `bottomAction`, from anywhere inside a PageLayout: for
 * screens whose actions depend on state the route does not hold. Alerts and snackbars then sit above them.
 */
export function PageBottomAction({ children }: { children: ReactNode }) {
  const slot = useContext(BottomActionSlot);
  return slot ? createPortal(children, slot) : null;
}

/** Where the skip link sends the keyboard: the page's main column. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page frame every route uses: a centred phone-width column with safe-area padding; from 1024 px a
 * desktop-wide one beside the side navigation, the phone's tab bar hidden.
 */
export function PageLayout({
  title,
  backTo,
  backReplaces = false,
  header,
  headerActions,
  tabs,
  bottomAction,
  aside,
  children,
  className,
}: PageLayoutProps) {
  const twoColumns = useWideScreen() && aside !== undefined;
  const navigate = useNavigate();
  const location = useLocation();
  const bottomBar = useRef<HTMLDivElement>(null);
  const [actionSlot, setActionSlot] = useState<HTMLDivElement | null>(null);
  usePublishBottomBarHeight(bottomBar);
  // "default" is the key of the first history entry: there is nothing in the app to go back to.
  const goBack = () =>
    location.key !== 'default' && !backReplaces ? navigate(-1) : navigate(backTo ?? '/', { replace: true });
  return (
    <div className={PAGE_COLUMN_CLASS}>
      <header className={PAGE_HEADER_CLASS}>
        {header ?? (
          <div className="flex min-h-11 items-center gap-1">
            {backTo !== undefined ? (
              <button
                type="button"
                onClick={goBack}
                aria-label="뒤로 가기"
                className="-ml-2 flex size-11 items-center justify-center rounded-xl text-ink hover:bg-surface-muted"
              >
                <ChevronLeftIcon size={24} />
              </button>
            ) : null}
            <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-ink">{title}</h1>
            {headerActions}
          </div>
        )}
        <OfflineNotice />
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={cn(
          // `--toast-space`: room to scroll the row a snackbar is about clear of it (use-keep-clear-of-toasts).
          'flex flex-1 flex-col gap-6 px-4 pt-2 pb-[calc(2rem+var(--toast-space,0px))] pr-[max(1rem,env(safe-area-inset-right))] pl-[max(1rem,env(safe-area-inset-left))] focus:outline-none lg:pr-8 lg:pl-8',
          className,
        )}
      >
        <BottomActionSlot.Provider value={actionSlot}>
          {twoColumns ? (
            <div className="grid grid-cols-[minmax(0,24rem)_minmax(0,1fr)] items-start gap-8">
              <div className="flex flex-col gap-6">
                {bottomAction}
                {aside}
              </div>
              <div className="flex flex-col gap-6">{children}</div>
            </div>
          ) : (
            <>
              {aside}
              {children}
            </>
          )}
        </BottomActionSlot.Provider>
      </main>
      <div ref={bottomBar} className="sticky bottom-0 z-30">
        {/* `bottomAction`, or what a PageBottomAction below puts here; hidden while empty. */}
        <div
          ref={setActionSlot}
          className={cn(
            'bg-gradient-to-t from-app via-app to-transparent px-4 pt-4 pb-3 empty:hidden lg:px-8',
            // A desktop's pinned action is a button's width at the right, where a wizard's next step sits.
            'lg:[&>*]:ml-auto lg:[&>*]:flex lg:[&>*]:max-w-sm',
            !tabs && 'pb-[max(0.75rem,env(safe-area-inset-bottom))]',
          )}
        >
          {twoColumns ? null : bottomAction}
        </div>
        {tabs ? <TabBar items={tabs} className="lg:hidden" /> : null}
      </div>
    </div>
  );
}
