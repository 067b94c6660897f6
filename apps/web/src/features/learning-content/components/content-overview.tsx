import {
  buildUnitTree,
  contentTypeLabels,
  type ContentUnit,
  type ContentUnitTree,
  type LearningContentSummary,
} from '@molip/domain/learning-content';
import { DesktopColumn, DesktopColumns } from '@/components/ui/desktop-columns';

function UnitOutline({ units, label }: { units: ContentUnitTree[]; label?: string }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-1">
      {units.map((unit) => (
        <li key={unit.id} className="flex flex-col gap-1">
          <div className="flex gap-2 rounded-lg bg-surface px-3 py-2 text-[0.9375rem] text-ink">
            <span className="min-w-7 shrink-0 font-bold text-primary tabular-nums">{unit.shortTitle}</span>
            <span className="min-w-0 break-words">{unit.title}</span>
          </div>
          {unit.children.length > 0 ? (
            <div className="pl-4">
              <UnitOutline units={unit.children} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** A content as anyone may read it: what it is, who made it, and its units (nothing to change here). */
export function ContentOverview({
  content,
  units,
}: {
  content: LearningContentSummary;
  units: readonly ContentUnit[];
}) {
  const facts = [
    contentTypeLabels[content.type],
    content.author,
    content.category,
    `단원 ${content.unitCount}개`,
  ];
  // From 1024 px the content's facts stand beside its units.
  return (
    <div className="flex flex-col gap-5">
      <DesktopColumns layout="narrow-first">
        <DesktopColumn sticky>
          <div className="flex flex-col gap-1.5">
            <h2 className="text-xl font-bold break-words text-ink">{content.title}</h2>
            <p className="text-sm text-ink-muted">{facts.filter(Boolean).join(' · ')}</p>
            {content.description ? (
              <p className="text-[0.9375rem] whitespace-pre-line text-ink">{content.description}</p>
            ) : null}
          </div>
          <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
            {content.createdByName
              ? `${content.createdByName}님이 만든 자료예요. 만든 사람만 고칠 수 있어요.`
              : '만든 사람만 고칠 수 있는 자료예요.'}
          </p>
        </DesktopColumn>
        <DesktopColumn>
          <section aria-labelledby="content-units-heading" className="flex flex-col gap-2">
            <h3 id="content-units-heading" className="text-base font-bold text-ink">
              단원
            </h3>
            <UnitOutline units={buildUnitTree(units)} label="단원 목록" />
          </section>
        </DesktopColumn>
      </DesktopColumns>
    </div>
  );
}
