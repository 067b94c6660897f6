import { MAX_CONTENT_UNITS } from './learning-content.ts';

/**
 * Units made from an amount instead of a table of contents (docs/product-rules.md#splitting-by-amount):
 * a page range in equal parts, or a count of lectures.
 */

/** A unit a split makes: its title and, for pages, its page count as volume. */
export type SplitUnit = { title: string; volume?: number };
export type SplitResult = { ok: true; units: SplitUnit[] } | { ok: false; message: string };

export const PAGE_MAX = 100_000;

export const unitSplitMessages = {
  startPage: '시작 쪽은 1 이상으로 적어 주세요.',
  pageCount: `쪽수는 1부터 ${PAGE_MAX.toLocaleString('ko-KR')}까지 적을 수 있어요.`,
  unitCount: '단원 수는 1 이상, 쪽수 이하로 적어 주세요.',
  lectureCount: '강의 수는 1 이상으로 적어 주세요.',
  tooMany: `한 번에 ${MAX_CONTENT_UNITS.toLocaleString('ko-KR')}개까지 나눌 수 있어요.`,
} as const;

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * `pageCount` pages from `startPage` in `unitCount` nearly equal units ("p.1–27", "p.28–54" …): the first
 * ones take a page more when the pages do not divide evenly; each unit's volume is its page count.
 */
export function splitByPages(startPage: number, pageCount: number, unitCount: number): SplitResult {
  if (!isWhole(startPage, 1, PAGE_MAX)) return { ok: false, message: unitSplitMessages.startPage };
  if (!isWhole(pageCount, 1, PAGE_MAX - startPage + 1))
    return { ok: false, message: unitSplitMessages.pageCount };
  if (!isWhole(unitCount, 1, Number.MAX_SAFE_INTEGER))
    return { ok: false, message: unitSplitMessages.unitCount };
  if (unitCount > MAX_CONTENT_UNITS) return { ok: false, message: unitSplitMessages.tooMany };
  if (unitCount > pageCount) return { ok: false, message: unitSplitMessages.unitCount };
  const base = Math.floor(pageCount / unitCount);
  const longer = pageCount % unitCount;
  let first = startPage;
  const units = Array.from({ length: unitCount }, (_, index): SplitUnit => {
    const volume = base + (index < longer ? 1 : 0);
    const last = first + volume - 1;
    const unit = { title: first === last ? `p.${first}` : `p.${first}–${last}`, volume };
    first = last + 1;
    return unit;
  });
  return { ok: true, units };
}

/** "1강" … "N강". */
export function splitByLectures(count: number): SplitResult {
  if (!isWhole(count, 1, Number.MAX_SAFE_INTEGER))
    return { ok: false, message: unitSplitMessages.lectureCount };
  if (count > MAX_CONTENT_UNITS) return { ok: false, message: unitSplitMessages.tooMany };
  return { ok: true, units: Array.from({ length: count }, (_, index) => ({ title: `${index + 1}강` })) };
}
