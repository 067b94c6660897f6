import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { AdminConsole } from '@/features/admin/components/admin-console';
import type { TermsTextSource } from '@/features/admin/components/terms-text-source';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { getTerms } from '@/features/terms/api/get-terms';
import { TermsText } from '@/features/terms/components/terms-text';
import { recheckServiceAccess } from '../guards/access-refusals';

// The console previews and prefills terms with the terms feature's own reader, so both never drift apart.
const termsText: TermsTextSource = { load: getTerms, Preview: TermsText };

/** `/admin`: only for role ADMIN (the route guard sends anyone else to the dashboard). */
export function AdminRoute() {
  const timeZone = useAuthStore((state) => state.user?.timezone ?? DEFAULT_TIMEZONE);
  const queryClient = useQueryClient();
  return (
    <PageLayout title="관리자 대시보드" backTo={paths.home}>
      <AdminConsole
        timeZone={timeZone}
        termsText={termsText}
        // A required version just published applies to the admin as well: the terms modal opens for them.
        onTermsPublished={() => void recheckServiceAccess(queryClient)}
      />
    </PageLayout>
  );
}
