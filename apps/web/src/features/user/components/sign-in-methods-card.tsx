import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SignInMethod, SignInProviderOption } from '@molip/domain/auth';
import {
  SIGN_IN_PROVIDER_NAMES,
  isLinkableProvider,
  signInProviders,
  withEul,
  withRo,
  type SignInProvider,
} from '@molip/domain/sign-in-provider';
import { showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Section } from '@/components/ui/section';
import { SignInProviderMark } from '@/components/ui/sign-in-provider-marks';
import { Skeleton, SkeletonBlock } from '@/components/ui/skeleton';
import { describeError, errorSentence } from '@/lib/error-messages';
import { useSignInMethods, useStartLinking, useUnlinkSignInMethod } from '../api/sign-in-methods';

/** Why linking did not happen, as the server's redirect back names it (`?link_error=`). */
function linkErrorSentence(code: string, name: string): string {
  if (code === 'identity_in_use')
    return `이 ${name} 계정은 이미 다른 몰입 계정에서 쓰고 있어요. 그 계정에서 연결을 해제한 뒤 다시 시도해 주세요.`;
  if (code === 'already_linked') return `이미 다른 ${name} 계정이 연결돼 있어요. 먼저 연결을 해제해 주세요.`;
  if (code === 'access_denied') return `${name} 연결을 취소했어요.`;
  return `${name} 연결에 실패했어요. 다시 시도해 주세요.`;
}

type Row = { provider: SignInProvider; name: string; method: SignInMethod | undefined };

type SignInMethodsCardProps = {
  /** The providers this server offers (the sign-in page's buttons); undefined while they load. */
  providers: readonly SignInProviderOption[] | undefined;
  /** Where linking comes back to: this page. */
  returnPath: string;
};

/** 마이페이지 → 로그인 연결: the linked providers, linking another (signing in with it) and unlinking, never the last. */
export function SignInMethodsCard({ providers, returnPath }: SignInMethodsCardProps) {
  const methods = useSignInMethods();
  const link = useStartLinking();
  const unlink = useUnlinkSignInMethod();
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();

  const nameOf = (provider: SignInProvider) =>
    providers?.find((option) => option.id === provider)?.name ?? SIGN_IN_PROVIDER_NAMES[provider];

  // The provider sent the page back here: say how linking went once, then drop the query.
  const linked = searchParams.get('linked');
  const linkError = searchParams.get('link_error');
  const returnedProvider = searchParams.get('provider');
  useEffect(() => {
    const returned = linked ?? returnedProvider;
    if ((!linked && !linkError) || !returned) return;
    const provider = signInProviders.find((id) => id === returned) ?? 'oidc';
    const name =
      providers?.find((option) => option.id === provider)?.name ?? SIGN_IN_PROVIDER_NAMES[provider];
    if (linked) showAlert({ variant: 'success', description: `${withEul(name)} 연결했어요.` });
    else if (linkError) showAlert({ variant: 'error', description: linkErrorSentence(linkError, name) });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['linked', 'link_error', 'provider']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [linked, linkError, returnedProvider, providers, setSearchParams]);

  const linkedMethods = methods.data?.methods ?? [];
  const rows: Row[] = signInProviders
    .filter(
      (provider) =>
        linkedMethods.some((method) => method.provider === provider) ||
        (isLinkableProvider(provider) && providers?.some((option) => option.id === provider)),
    )
    .map((provider) => ({
      provider,
      name: nameOf(provider),
      method: linkedMethods.find((method) => method.provider === provider),
    }));
  const onlyOne = linkedMethods.length <= 1;

  const confirmUnlink = () => {
    if (!confirming) return;
    const { provider, name } = confirming;
    unlink.mutate(provider, {
      onSuccess: () => {
        setConfirming(null);
        showAlert({ variant: 'success', description: `${name} 연결을 해제했어요.` });
      },
      onError: (error) => {
        setConfirming(null);
        showAlert({ variant: 'error', description: errorSentence(error, 'profile') });
      },
    });
  };

  return (
    <Section title="로그인 연결">
      <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
        <p className="text-sm text-ink-muted">
          연결한 방법 중 아무거나로 같은 계정에 로그인할 수 있어요. 마지막 하나는 해제할 수 없어요.
        </p>
        {methods.isPending ? (
          <Skeleton label="로그인 연결을 불러오는 중">
            <SkeletonBlock className="h-14 w-full" />
            <SkeletonBlock className="mt-2 h-14 w-full" />
          </Skeleton>
        ) : null}
        {methods.isError ? (
          <ErrorBox
            {...describeError(methods.error, 'profile')}
            onRetry={() => void methods.refetch()}
            retrying={methods.isFetching}
          />
        ) : null}
        {methods.data ? (
          <ul className="flex flex-col divide-y divide-line" aria-label="로그인 방법">
            {rows.map((row) => (
              <li key={row.provider} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <span
                  className={
                    row.provider === 'kakao'
                      ? 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-[#FEE500]'
                      : 'flex size-10 shrink-0 items-center justify-center rounded-xl border border-line bg-surface text-ink-muted'
                  }
                >
                  <SignInProviderMark provider={row.provider} />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-[0.9375rem] font-semibold text-ink">{row.name}</p>
                  <p className="truncate text-[0.8125rem] text-ink-muted">
                    {row.method ? (row.method.email ?? '연결됨 · 이메일 없음') : '연결 안 됨'}
                  </p>
                </div>
                {row.method ? (
                  onlyOne ? (
                    <span className="shrink-0 text-[0.8125rem] text-ink-subtle">마지막 로그인 방법</span>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      needsServer
                      onClick={() => setConfirming(row)}
                      aria-label={`${row.name} 연결 해제`}
                    >
                      연결 해제
                    </Button>
                  )
                ) : isLinkableProvider(row.provider) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    needsServer
                    loading={link.isPending && link.variables.provider === row.provider}
                    aria-label={`${row.name} 연결`}
                    onClick={() => {
                      const provider = row.provider;
                      if (!isLinkableProvider(provider)) return;
                      link.mutate(
                        { provider, redirect: returnPath },
                        {
                          onError: (error) =>
                            showAlert({ variant: 'error', description: errorSentence(error, 'profile') }),
                        },
                      );
                    }}
                  >
                    연결
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ConfirmModal
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !unlink.isPending) setConfirming(null);
        }}
        title={confirming ? `‘${confirming.name}’ 연결을 해제할까요?` : ''}
        description={
          confirming
            ? `앞으로 ${withRo(confirming.name)}는 로그인할 수 없어요. 연결된 다른 방법으로 로그인해 주세요.`
            : undefined
        }
        confirmLabel="해제"
        pending={unlink.isPending}
        onConfirm={confirmUnlink}
      />
    </Section>
  );
}
