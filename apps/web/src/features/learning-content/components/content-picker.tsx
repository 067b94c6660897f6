import { RECENT_CONTENTS_COUNT } from '@molip/domain/constants';
import { contentTypeLabels, type LearningContentSummary } from '@molip/domain/learning-content';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { BookIcon, ChevronRightIcon, PlusIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/error-messages';
import { useLearningContents } from '../api/get-learning-contents';

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_RESULTS_LIMIT = 20;

type ContentPickerProps = {
  selectedId: string | null;
  onPick: (content: LearningContentSummary) => void;
};

/** Step 1 of the plan wizard: search the catalogue, or pick one of the 5 most recent, or create one. */
export function ContentPicker({ selectedId, onPick }: ContentPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const contents = useLearningContents({
    search,
    limit: search ? SEARCH_RESULTS_LIMIT : RECENT_CONTENTS_COUNT,
  });
  const list = contents.data?.contents ?? [];

  return (
    <div className="flex flex-col gap-5">
      <Input
        label="학습 자료 검색"
        hideLabel
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder="제목이나 저자로 검색"
        autoComplete="off"
      />
      {/* Content creation is a detour inside the plan wizard: the same history entry. */}
      <Link
        to={paths.learningContentCreate}
        replace
        className="flex items-center gap-3 rounded-card border-2 border-dashed border-line-strong px-4 py-3.5 text-[0.9375rem] font-semibold text-primary hover:bg-surface"
      >
        <span className="flex size-9 items-center justify-center rounded-xl bg-primary-soft">
          <PlusIcon size={20} />
        </span>
        새 학습 자료 만들기
      </Link>
      <Section title={search ? '검색 결과' : '최근 학습 자료'} id="content-results">
        {contents.isPending ? (
          <div className="flex justify-center py-6 text-primary">
            <Spinner label="학습 자료를 불러오는 중" />
          </div>
        ) : contents.isError ? (
          <ErrorBox
            {...describeError(contents.error, 'learningContent')}
            onRetry={() => void contents.refetch()}
            retrying={contents.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<BookIcon />}
            title={search ? '검색 결과가 없어요' : '아직 학습 자료가 없어요'}
            description="새 학습 자료를 만들어 목차를 등록해 보세요."
          />
        ) : (
          <ul className="flex flex-col gap-2" aria-busy={contents.isFetching || undefined}>
            {list.map((content) => (
              <li key={content.id}>
                <button
                  type="button"
                  onClick={() => onPick(content)}
                  aria-current={content.id === selectedId || undefined}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-card border bg-surface px-4 py-3 text-left shadow-card hover:border-line-strong',
                    content.id === selectedId ? 'border-primary' : 'border-line',
                  )}
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <BookIcon size={20} />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="truncate text-[0.9375rem] font-bold text-ink">{content.title}</span>
                    <span className="truncate text-[0.8125rem] text-ink-muted">
                      {[contentTypeLabels[content.type], content.author, `단원 ${content.unitCount}개`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <ChevronRightIcon size={18} className="shrink-0 text-ink-subtle" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
