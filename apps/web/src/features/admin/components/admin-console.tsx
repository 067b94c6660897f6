import { useSearchParams } from 'react-router';
import { AdminTabs, adminSections, panelId, tabId, type AdminSection } from './admin-tabs';
import { AuditLogSection } from './audit-log-section';
import { OverviewSection } from './overview-section';
import { TermsSection } from './terms-section';
import type { TermsTextSource } from './terms-text-source';
import { UsersSection } from './users-section';

type AdminConsoleProps = {
  /** The admin's own time zone: dates and times read as on their clock. */
  timeZone: string;
  termsText: TermsTextSource;
  /** A new version is out: whether the admin, too, must agree again is the app's question. */
  onTermsPublished?: () => void;
  now?: Date;
};

const isSection = (value: string | null): value is AdminSection =>
  adminSections.some((section) => section === value);

/** `/admin`: the overview, the accounts, the terms versions and the audit log, one section at a time. */
export function AdminConsole({ timeZone, termsText, onTermsPublished, now = new Date() }: AdminConsoleProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  // The section lives in the address, so a reload or a shared link opens the same one.
  const current: AdminSection = isSection(requested) ? requested : 'overview';
  const select = (section: AdminSection) =>
    setSearchParams(section === 'overview' ? {} : { tab: section }, { replace: true });

  return (
    <>
      <AdminTabs current={current} onChange={select} />
      <div
        role="tabpanel"
        id={panelId(current)}
        aria-labelledby={tabId(current)}
        className="flex flex-col gap-4"
      >
        {current === 'overview' ? <OverviewSection /> : null}
        {current === 'users' ? <UsersSection timeZone={timeZone} now={now} /> : null}
        {current === 'terms' ? (
          <TermsSection source={termsText} timeZone={timeZone} now={now} onPublished={onTermsPublished} />
        ) : null}
        {current === 'audit' ? <AuditLogSection timeZone={timeZone} now={now} /> : null}
      </div>
    </>
  );
}
