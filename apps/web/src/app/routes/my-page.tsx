import { Button } from '@/components/ui/button';
import { DesktopColumn, DesktopColumns } from '@/components/ui/desktop-columns';
import { ErrorBox } from '@/components/ui/error-box';
import { LogOutIcon } from '@/components/ui/icons';
import { PageLayout } from '@/components/ui/page-layout';
import { Section } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/error-messages';
import { useAuthConfig } from '@/features/auth/api/get-auth-config';
import { logout, useLogout } from '@/features/auth/api/logout';
import { OptionalConsentSettings } from '@/features/terms/components/optional-consent-settings';
import { TermsStatusList } from '@/features/terms/components/terms-status-list';
import { useMe } from '@/entities/learner/me-query';
import { AccountDeletion } from '@/features/user/components/account-deletion';
import { CalendarFeedCard } from '@/features/user/components/calendar-feed-card';
import { PushSettingsCard } from '@/features/user/components/push-settings-card';
import { MyRecordsDownload } from '@/features/user/components/my-records-download';
import { ProfileSummary } from '@/features/user/components/profile-summary';
import { SignInMethodsCard } from '@/features/user/components/sign-in-methods-card';
import { StudyDaySettings } from '@/features/user/components/study-day-settings';
import { StudyRecordCard } from '@/features/user/components/study-record-card';
import { UsernameChange } from '@/features/user/components/username-change';

export function MyPageRoute() {
  const me = useMe();
  const logoutRequest = useLogout();
  const authConfig = useAuthConfig();

  return (
    <PageLayout title="마이페이지" backTo={paths.home}>
      {/* From 1024 px the profile and settings stand beside the terms and the account. */}
      <DesktopColumns layout="halves">
        <DesktopColumn>
          {me.isPending ? <Spinner label="프로필을 불러오는 중" className="text-primary" /> : null}
          {me.isError ? (
            <ErrorBox
              {...describeError(me.error, 'profile')}
              onRetry={() => void me.refetch()}
              retrying={me.isFetching}
            />
          ) : null}
          {me.data ? (
            <>
              <ProfileSummary profile={me.data} />
              <UsernameChange profile={me.data} />
              <StudyRecordCard />
              <StudyDaySettings profile={me.data} />
              <PushSettingsCard />
              <CalendarFeedCard />
            </>
          ) : null}
        </DesktopColumn>
        <DesktopColumn>
          <SignInMethodsCard providers={authConfig.data?.providers} returnPath={paths.myPage} />
          {/* The consent text promises withdrawal "마이페이지의 약관 동의 설정에서", so the heading says exactly that. */}
          <Section title="약관 동의 설정">
            <OptionalConsentSettings termsHref={paths.terms} />
          </Section>
          <Section title="약관 및 정책">
            <TermsStatusList termsHref={paths.terms} showStatus={false} />
          </Section>
          <MyRecordsDownload />
          <Button
            variant="outline"
            size="lg"
            fullWidth
            icon={<LogOutIcon />}
            loading={logoutRequest.isPending}
            onClick={() => logoutRequest.mutate()}
          >
            로그아웃
          </Button>
          {me.data ? (
            <AccountDeletion
              profile={me.data}
              // The same local sign-out as the logout button: the session effects then go to /login
              // (replacing history) and forget the cached answers of the deleted account. The server's
              // logout is a harmless no-op by now, as the deletion already revoked the refresh tokens.
              onDeleted={() => void logout()}
            />
          ) : null}
        </DesktopColumn>
      </DesktopColumns>
    </PageLayout>
  );
}
