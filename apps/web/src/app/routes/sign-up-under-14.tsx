import { Link } from 'react-router';
import { DesktopReadableWidth } from '@/components/ui/desktop-columns';
import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';

/**
 * Where "만 14세 미만이에요" leads (docs/product-rules.md#who-may-use-the-service): a guardian's consent is needed,
 * so no account is made and nothing of the child is kept.
 */
export function SignUpUnder14Route() {
  return (
    <PageLayout title="가입 안내" backTo={paths.login}>
      <DesktopReadableWidth>
        <article className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card">
          <h2 className="text-lg font-bold text-ink">보호자의 동의가 필요해요</h2>
          <p className="text-[0.9375rem] text-ink">
            만 14세 미만은 개인정보 보호법에 따라 보호자(법정대리인)의 동의가 있어야 가입할 수 있어요. 몰입은
            아직 보호자의 동의를 확인할 방법이 없어서 만 14세 미만의 가입을 받지 않아요.
          </p>
          <section aria-labelledby="under-14-kept" className="rounded-xl bg-surface-muted px-4 py-3">
            <h3 id="under-14-kept" className="text-[0.875rem] font-semibold text-ink">
              계정은 만들지 않았어요
            </h3>
            <p className="mt-1 text-[0.8125rem] text-ink-muted">
              로그인하며 받은 이메일, 이름, 프로필 사진과 계정 식별자는 방금 모두 지웠어요. 가입하려 했다는
              기록도 남기지 않아요. 다른 방문처럼 접속 기록(IP 주소, 시각, 열어 본 주소)만 법에 따라 3개월
              동안 보관한 뒤 지워요.
            </p>
          </section>
          <p className="text-[0.9375rem] text-ink">만 14세가 되면 언제든 다시 가입할 수 있어요.</p>
          <Link
            to={paths.login}
            replace
            className="flex min-h-12 items-center justify-center rounded-xl bg-primary px-4 text-[0.9375rem] font-semibold text-on-primary"
          >
            처음으로
          </Link>
        </article>
      </DesktopReadableWidth>
    </PageLayout>
  );
}
