import { PageLayout } from '@/components/ui/page-layout';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { TermsStatusList } from '@/features/terms/components/terms-status-list';

/** `/terms-test`: the signed-in user's agreement state for every current term. */
export function TermsTestRoute() {
  return (
    <PageLayout title="약관 동의 현황" backTo={paths.myPage}>
      <Section title="현재 약관">
        <TermsStatusList termsHref={paths.terms} />
      </Section>
    </PageLayout>
  );
}
