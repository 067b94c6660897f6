import { googleCalendarSubscribeUrl } from '@molip/domain/calendar-feed';
import { useId } from 'react';
import { showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { CalendarIcon } from '@/components/ui/icons';
import { ReplaceSecret } from '@/components/ui/replace-secret';
import { Section } from '@/components/ui/section';
import { Skeleton, SkeletonBlock } from '@/components/ui/skeleton';
import { describeError, errorSentence } from '@/lib/error-messages';
import { useCalendarFeed, useRotateCalendarFeed } from '../api/calendar-feed';

/** The primary button's look, for the one action that is a link to another site. */
const PRIMARY_LINK =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-primary px-4 text-[0.9375rem] font-semibold whitespace-nowrap text-on-primary shadow-sm hover:bg-primary-strong';

/** "캘린더 구독": the private address of the plans' calendar, to add to Google Calendar, copy or replace. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const addressId = useId();
  const warningId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showAlert({
        variant: 'success',
        description: '캘린더 주소를 복사했어요. 캘린더 앱의 ‘URL로 추가’에 붙여 넣어 주세요.',
      });
    } catch {
      showAlert({ variant: 'error', description: '복사하지 못했어요. 주소를 길게 눌러 직접 복사해 주세요.' });
    }
  };

  const replace = (replaced: () => void) =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        replaced();
        showAlert({
          variant: 'success',
          description: '새 주소를 만들었어요. 캘린더에 새 주소로 다시 추가해 주세요.',
        });
      },
      onError: (error) => showAlert({ variant: 'error', description: errorSentence(error, 'profile') }),
    });

  return (
    <Section title="캘린더 구독">
      <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
        <p className="text-sm text-ink-muted">
          진행 중인 학습 계획의 공부하는 날과 그날 할 일을 평소 쓰는 캘린더 앱에서 볼 수 있어요. 계획이 바뀌면
          캘린더에도 반영돼요. 캘린더 앱에 따라 몇 시간 늦게 보일 수 있어요.
        </p>
        {feed.isPending ? (
          <Skeleton label="캘린더 주소를 불러오는 중">
            <SkeletonBlock className="h-11 w-full" />
            <SkeletonBlock className="mt-2 h-11 w-full" />
          </Skeleton>
        ) : null}
        {feed.isError ? (
          <ErrorBox
            {...describeError(feed.error, 'profile')}
            onRetry={() => void feed.refetch()}
            retrying={feed.isFetching}
          />
        ) : null}
        {feed.data ? (
          <>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={addressId} className="text-[0.8125rem] text-ink-muted">
                내 캘린더 주소
              </label>
              <input
                id={addressId}
                readOnly
                value={feed.data.url}
                aria-describedby={warningId}
                onFocus={(event) => event.currentTarget.select()}
                className="h-11 w-full min-w-0 rounded-xl border border-line bg-surface-muted px-3 font-mono text-sm text-ink"
              />
              <p id={warningId} className="text-xs text-ink-muted">
                이 주소를 아는 사람은 누구나 내 학습 계획을 볼 수 있어요. 다른 사람에게 알려 주지 마세요.
              </p>
            </div>
            <div className="grid grid-cols-[1fr_auto] gap-2">
              <a
                href={googleCalendarSubscribeUrl(feed.data.url)}
                target="_blank"
                rel="noopener noreferrer"
                className={PRIMARY_LINK}
              >
                <CalendarIcon size={18} />
                구글 캘린더에 추가
              </a>
              <Button
                variant="secondary"
                onClick={() => void copy(feed.data.url)}
                aria-label="캘린더 주소 복사"
              >
                복사
              </Button>
            </div>
            <ReplaceSecret
              label="주소 바꾸기"
              consequence="주소를 바꾸면 지금 주소는 더 이상 열리지 않아요. 이 주소를 추가한 캘린더에는 새 주소를 다시 추가해야 해요."
              confirmLabel="새 주소 만들기"
              pending={rotate.isPending}
              onReplace={replace}
            />
          </>
        ) : null}
      </div>
    </Section>
  );
}
