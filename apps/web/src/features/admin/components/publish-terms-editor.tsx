import { publishTermsBody, TERMS_CONTENT_LENGTH, type AdminTermsList } from '@molip/domain/admin';
import type { TermsType } from '@molip/domain/terms';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { errorSentence } from '@/lib/error-messages';
import { adminKeys } from '../api/admin-query-keys';
import { usePublishTerms } from '../api/publish-terms';
import { people, termsTypeNames } from './admin-format';
import type { TermsTextSource } from './terms-text-source';

type PublishTermsEditorProps = {
  terms: AdminTermsList;
  initialType: TermsType;
  source: TermsTextSource;
  onClose: () => void;
  /** Called once a version is out: the app asks whether the admin, too, must agree again. */
  onPublished?: () => void;
};

type EditorMode = 'edit' | 'preview';

/** Who must agree again, said before anything is published. */
function consequence(isRequired: boolean, usersTotal: number): string {
  return isRequired
    ? `게시하는 즉시 사용자 ${people(usersTotal)} 모두 다시 동의해야 서비스를 계속 쓸 수 있어요. 다음 화면으로 이동할 때 약관 동의 창이 열려요.`
    : '선택 약관이라 서비스 이용은 막히지 않아요. 랭킹 참여 동의는 모든 사용자에게 다시 물어봐요.';
}

/**
 * A new version of one terms type: Markdown prefilled with the latest text, a preview rendered the way
 * learners will read it, and a confirm step naming who will be asked to agree again.
 */
export function PublishTermsEditor({
  terms,
  initialType,
  source,
  onClose,
  onPublished,
}: PublishTermsEditorProps) {
  const [termsType, setTermsType] = useState(initialType);
  const [drafts, setDrafts] = useState<Partial<Record<TermsType, string>>>({});
  const [mode, setMode] = useState<EditorMode>('edit');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const publish = usePublishTerms();
  const selectId = useId();
  const textareaId = useId();
  const errorId = `${textareaId}-error`;

  const entry = terms.types.find((type) => type.termsType === termsType);
  const latest = entry?.versions[0] ?? null;
  const latestText = useQuery({
    queryKey: adminKeys.termsText(latest?.id ?? 0),
    queryFn: () => source.load(latest?.id ?? 0),
    enabled: latest !== null,
    staleTime: Infinity,
  });
  const loadingLatest = latest !== null && latestText.isPending;
  const content = drafts[termsType] ?? latestText.data?.content ?? '';
  const name = latest?.title ?? termsTypeNames[termsType];
  const nextVersion = (latest?.version ?? 0) + 1;
  const isRequired = entry?.isRequired ?? true;

  const edit = (value: string) => {
    setDrafts((current) => ({ ...current, [termsType]: value }));
    if (error) setError(null);
  };

  const review = () => {
    const parsed = publishTermsBody.safeParse({ termsType, content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      setMode('edit');
      return;
    }
    if (latestText.data && parsed.data.content === latestText.data.content.trim()) {
      setError('최신 버전과 내용이 같아요. 바꿀 내용을 고친 다음 게시해 주세요.');
      setMode('edit');
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const confirm = () => {
    publish.mutate(
      { termsType, content: content.trim() },
      {
        onSuccess: (published) => {
          showAlert({
            variant: 'success',
            description: `‘${name}’ 새 버전을 게시했어요 (버전 ${published.version}).`,
          });
          setConfirming(false);
          onClose();
          onPublished?.();
        },
        onError: (failure) => {
          setConfirming(false);
          setError(errorSentence(failure));
        },
      },
    );
  };

  return (
    <section aria-labelledby="publish-terms-heading" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="publish-terms-heading" className="text-base font-bold text-ink">
          새 버전 게시
        </h3>
        <Button variant="ghost" size="sm" onClick={onClose}>
          닫기
        </Button>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-ink">
          약관 종류
        </label>
        <select
          id={selectId}
          value={termsType}
          onChange={(event) => {
            const next = terms.types.find((type) => type.termsType === event.target.value);
            if (next) setTermsType(next.termsType);
            setError(null);
          }}
          className="h-12 w-full rounded-xl border border-line-strong bg-surface px-4 text-base text-ink outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30"
        >
          {terms.types.map((type) => (
            <option key={type.termsType} value={type.termsType}>
              {(type.versions[0]?.title ?? termsTypeNames[type.termsType]) +
                (type.isRequired ? ' (필수)' : ' (선택)')}
            </option>
          ))}
        </select>
        <p className="text-[0.8125rem] text-ink-muted">
          {latest ? `지금 버전 ${latest.version} · 게시하면 버전 ${nextVersion}` : '첫 버전으로 게시돼요.'}
        </p>
      </div>

      <div className="flex items-center justify-between gap-2">
        <label htmlFor={textareaId} className="text-sm font-semibold text-ink">
          내용 (마크다운)
        </label>
        <div role="group" aria-label="보기" className="flex rounded-xl bg-surface-muted p-1">
          {(['edit', 'preview'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
              className={cn(
                'h-8 rounded-lg px-3 text-sm font-semibold transition-colors',
                mode === value ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {value === 'edit' ? '편집' : '미리보기'}
            </button>
          ))}
        </div>
      </div>

      {latestText.isError && drafts[termsType] === undefined ? (
        <ErrorBox
          message="최신 약관 내용을 불러오지 못했어요"
          detail={errorSentence(latestText.error)}
          onRetry={() => void latestText.refetch()}
          retrying={latestText.isFetching}
        />
      ) : mode === 'edit' ? (
        <textarea
          id={textareaId}
          value={content}
          onChange={(event) => edit(event.target.value)}
          disabled={loadingLatest}
          placeholder={loadingLatest ? '최신 내용을 불러오고 있어요…' : '## 제1조 (목적)\n\n…'}
          rows={16}
          maxLength={TERMS_CONTENT_LENGTH.max}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'min-h-80 w-full rounded-xl border bg-surface px-4 py-3 font-mono text-sm leading-6 text-ink placeholder:text-ink-subtle',
            'outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30',
            'disabled:cursor-wait disabled:bg-surface-muted',
            error ? 'border-danger' : 'border-line-strong',
          )}
        />
      ) : (
        <article
          aria-label="미리보기"
          className="max-h-[32rem] overflow-y-auto rounded-card border border-line bg-surface p-5 shadow-card"
        >
          <header className="mb-4">
            <h2 className="text-lg font-bold text-ink">{name}</h2>
            <p className="mt-1 text-[0.8125rem] text-ink-muted">
              버전 {nextVersion} · {isRequired ? '필수' : '선택'} 약관
            </p>
          </header>
          {content.trim() === '' ? (
            <p className="text-sm text-ink-muted">미리 볼 내용이 없어요.</p>
          ) : (
            <source.Preview content={content} />
          )}
        </article>
      )}

      <p className="text-[0.8125rem] text-ink-muted">
        제목은 지금 버전과 같아요. <code>##</code> 소제목, <code>-</code> 목록을 쓸 수 있어요 ·{' '}
        {content.trim().length.toLocaleString('ko-KR')}자
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}

      <div className="flex gap-2">
        <Button variant="outline" fullWidth onClick={onClose}>
          취소
        </Button>
        <Button fullWidth onClick={review} disabled={loadingLatest}>
          게시하기
        </Button>
      </div>

      <Modal
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !publish.isPending) setConfirming(false);
        }}
        title={`‘${name}’ 새 버전을 게시할까요?`}
        description={consequence(isRequired, terms.usersTotal)}
        size="sm"
        footer={
          <>
            <Button
              variant="outline"
              fullWidth
              onClick={() => setConfirming(false)}
              disabled={publish.isPending}
            >
              취소
            </Button>
            <Button fullWidth loading={publish.isPending} onClick={confirm}>
              게시
            </Button>
          </>
        }
      >
        <p className="text-sm text-ink">
          버전 {nextVersion} · {isRequired ? '필수' : '선택'} 약관
        </p>
      </Modal>
    </section>
  );
}
