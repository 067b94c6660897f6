import type { AdminTermsList } from '@molip/domain/admin';
import type { TermsType } from '@molip/domain/terms';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { DocumentIcon } from '@/components/ui/icons';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useAdminTerms } from '../api/get-admin-terms';
import { instantDayText, people, termsTypeNames } from './admin-format';
import { PublishTermsEditor } from './publish-terms-editor';
import { loadFailure } from './section-failure';
import type { TermsTextSource } from './terms-text-source';

type TermsSectionProps = {
  source: TermsTextSource;
  timeZone: string;
  now: Date;
  onPublished?: () => void;
};

type TermsTypeEntry = AdminTermsList['types'][number];

/** The name learners see: the latest version's title, or the type's usual name before any version. */
export const termsTypeName = (entry: TermsTypeEntry) =>
  entry.versions[0]?.title ?? termsTypeNames[entry.termsType];

const badge = 'inline-flex h-6 shrink-0 items-center rounded-md px-2 text-xs font-semibold';

function TermsSkeleton() {
  return (
    <div aria-hidden="true" data-testid="admin-terms-skeleton" className="flex flex-col gap-3">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="h-28 animate-pulse rounded-card bg-surface shadow-card" />
      ))}
    </div>
  );
}

function TermsTypeCard({
  entry,
  timeZone,
  now,
  onPublish,
}: {
  entry: TermsTypeEntry;
  timeZone: string;
  now: Date;
  onPublish: () => void;
}) {
  const name = termsTypeName(entry);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
          <h3 className="font-bold text-ink">{name}</h3>
          <span
            className={`${badge} ${entry.isRequired ? 'bg-primary-soft text-primary' : 'bg-surface-muted text-ink-muted'}`}
          >
            {entry.isRequired ? '필수' : '선택'}
          </span>
        </div>
        <Button variant="outline" size="sm" onClick={onPublish} aria-label={`${name} 새 버전 게시`}>
          새 버전
        </Button>
      </div>
      {entry.versions.length === 0 ? (
        <p className="text-sm text-ink-muted">아직 게시한 버전이 없어요.</p>
      ) : (
        <ol aria-label={`${name} 버전`} className="flex flex-col divide-y divide-line text-[0.8125rem]">
          {entry.versions.map((version, index) => (
            <li key={version.id} className="flex items-center gap-2 py-2 first:pt-0 last:pb-0">
              <span className="font-semibold text-ink tabular-nums">버전 {version.version}</span>
              {index === 0 ? <span className={`${badge} bg-accent-soft text-accent`}>최신</span> : null}
              <span className="min-w-0 flex-1 truncate text-ink-muted">
                {instantDayText(version.publishedAt, timeZone, now)} 게시
              </span>
              <span className="shrink-0 text-ink-muted tabular-nums">동의 {people(version.agreedCount)}</span>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** Every terms type with its versions, and publishing a new one. */
export function TermsSection({ source, timeZone, now, onPublished }: TermsSectionProps) {
  const terms = useAdminTerms();
  const showSkeleton = useDelayedFlag(terms.isPending, SKELETON_DELAY_MS);
  const [publishing, setPublishing] = useState<TermsType | null>(null);

  if (terms.isPending) return showSkeleton ? <TermsSkeleton /> : null;
  if (terms.isError) {
    return (
      <ErrorBox
        {...loadFailure(terms.error, '약관을')}
        onRetry={() => void terms.refetch()}
        retrying={terms.isFetching}
      />
    );
  }
  const { types } = terms.data;
  const firstType = types[0];
  if (!firstType) {
    return <EmptyState icon={<DocumentIcon size={24} />} title="등록된 약관이 없어요" />;
  }

  if (publishing) {
    return (
      <PublishTermsEditor
        terms={terms.data}
        initialType={publishing}
        source={source}
        onClose={() => setPublishing(null)}
        onPublished={onPublished}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-ink-muted">
          필수 약관에 새 버전을 게시하면 모든 사용자가 다시 동의해야 해요.
        </p>
        <Button size="sm" className="shrink-0" onClick={() => setPublishing(firstType.termsType)}>
          새 버전 게시
        </Button>
      </div>
      <ul aria-label="약관" className="flex flex-col gap-3 lg:grid lg:grid-cols-2 lg:items-start">
        {types.map((entry) => (
          <TermsTypeCard
            key={entry.termsType}
            entry={entry}
            timeZone={timeZone}
            now={now}
            onPublish={() => setPublishing(entry.termsType)}
          />
        ))}
      </ul>
    </div>
  );
}
