import { TABLE_OF_CONTENTS_MAX_LINES, UNIT_MAX_DEPTH, UNIT_VOLUME_MAX } from './constants.ts';
import { learningContentMessages, MAX_CONTENT_UNITS, type ContentUnitInput } from './learning-content.ts';

/**
 * Reads a pasted table of contents (docs/product-rules.md#pasting-a-table-of-contents): one unit per
 * non-blank line, its depth from its numbering or, for unnumbered lines, its indentation.
 */

/**
 * One line as understood: its title and depth (0 = top level); `page` when the line ended in a page number,
 * `volume` once pages or a split have set it.
 */
export type OutlineLine = {
  title: string;
  depth: number;
  page?: number | undefined;
  volume?: number | undefined;
};

export type OutlineParse = { ok: true; lines: OutlineLine[] } | { ok: false; message: string };

export const tableOfContentsMessages = {
  tooManyLines: `목차가 너무 길어요. 한 번에 ${TABLE_OF_CONTENTS_MAX_LINES.toLocaleString('ko-KR')}줄까지 붙여넣을 수 있어요.`,
} as const;

/** Whether the text has more lines than `max`, counted as the parser splits them, stopping once past it. */
function hasMoreLinesThan(text: string, max: number): boolean {
  let lines = 1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    // \r\n is one break: its \r is counted by the \n.
    const isBreak = char === 10 || (char === 13 && text.charCodeAt(index + 1) !== 10);
    if (isBreak && ++lines > max) return true;
  }
  return false;
}

type Marker = {
  /** Lines of one style are siblings: `1.2` and `3.4`, `제1장` and `제2장`, `①` and `②`. */
  style: string;
  /** Named markers (제1장, Chapter 3, 1강) stay in the title; bare numbers are the outline number's job. */
  keep: boolean;
  length: number;
};

// Korean and English words that name a numbered level; ranks are not needed, the order of first use decides.
const KOREAN_LEVEL_WORDS = '편|부|장|절|항|강|과|회|주차|주|단원|교시|차시|일차|일|유형|테마|파트';
const ENGLISH_LEVEL_WORDS =
  'part|chapter|ch\\.?|section|sec\\.?|unit|lesson|lecture|week|day|session|step|module';
const NUMBER = '(?:\\d{1,4}|[一二三四五六七八九十]{1,3})';

const markerPatterns: readonly {
  pattern: RegExp;
  style: (match: RegExpExecArray) => string;
  keep: boolean;
}[] = [
  // 제1장, 제 2 절, 제3편
  {
    pattern: new RegExp(`^제\\s*${NUMBER}\\s*(${KOREAN_LEVEL_WORDS})(?=[\\s.:)]|$)`, 'u'),
    style: (match) => `ko:${match[1]}`,
    keep: true,
  },
  // 1강, 3주차, 2단원, 01장
  {
    pattern: new RegExp(`^${NUMBER}\\s?(${KOREAN_LEVEL_WORDS})(?=[\\s.:)]|$)`, 'u'),
    style: (match) => `ko:${match[1]}`,
    keep: true,
  },
  // 유형 01, 테마 3, 모의고사 2회
  {
    pattern: /^(유형|테마|파트|단원|모의고사)\s*\d{1,4}(?:회)?(?=[\s.:)]|$)/u,
    style: (match) => `ko:${match[1]}`,
    keep: true,
  },
  // Chapter 3, PART 1, Unit 02, Day 7
  {
    pattern: new RegExp(`^(${ENGLISH_LEVEL_WORDS})\\s*(?:\\d{1,4}|[IVX]{1,5})(?=[\\s.:)]|$)`, 'iu'),
    style: (match) => `en:${(match[1] ?? '').toLowerCase().replace(/\.$/, '')}`,
    keep: true,
  },
  // 1.2.3 and 1.2, then 1. — one style per count of parts, so 1.2 sits under 1.
  {
    pattern: /^(\d{1,4}(?:\.\d{1,4})+)\.?(?![\d.])/u,
    style: (match) => `dec:${(match[1] ?? '').split('.').length}`,
    keep: false,
  },
  { pattern: /^\d{1,4}\.(?![\d.])/u, style: () => 'dec:1', keep: false },
  // 1-2, 1-2-3 (problem books)
  {
    pattern: /^(\d{1,4}(?:-\d{1,4})+)(?=[\s.]|$)/u,
    style: (match) => `dash:${(match[1] ?? '').split('-').length}`,
    keep: false,
  },
  { pattern: /^\d{1,4}\)/u, style: () => 'paren-num', keep: false },
  { pattern: /^\(\d{1,4}\)/u, style: () => 'enclosed-num', keep: false },
  { pattern: /^[\u2460-\u2473\u3251-\u325f\u32b1-\u32bf]/u, style: () => 'circled', keep: false },
  { pattern: /^[\u2160-\u216b](?:\.|(?=\s))/u, style: () => 'roman', keep: false },
  { pattern: /^[IVX]{1,5}\./u, style: () => 'roman', keep: false },
  { pattern: /^[가나다라마바사아자차카타파하][.)](?=\s)/u, style: () => 'hangul', keep: false },
  { pattern: /^\([가나다라마바사아자차카타파하]\)/u, style: () => 'enclosed-hangul', keep: false },
  { pattern: /^[A-Z][.)](?=\s)/u, style: () => 'latin', keep: false },
  { pattern: /^[-•·*▶▷■□○●◆◇►‣∙]/u, style: (match) => `bullet:${match[0]}`, keep: false },
  // 01 집합의 뜻: a bare number of up to three digits before a space
  { pattern: /^\d{1,3}(?=\s)/u, style: () => 'bare-num', keep: false },
];

function readMarker(text: string): Marker | null {
  for (const { pattern, style, keep } of markerPatterns) {
    const match = pattern.exec(text);
    if (match) return { style: style(match), keep, length: match[0].length };
  }
  return null;
}

// Dot leaders (…, ···, ....) and a page number at the end of a line: "집합 ······ 23", "집합 23쪽", "집합 p.23".
// Read from the end by hand, never by a regex: an unanchored pattern retried at each of 40,000 pasted dots or
// spaces took seconds. A leader is two or more of these characters, or one … or ‥.
const LEADER_CHARS = new Set(['.', '·', '…', '‥', '・', '∙', '_', '-', '–', '—']);
const LONE_LEADERS = new Set(['…', '‥']);
const PAGE_SUFFIXES = ['페이지', '쪽', 'p', 'P'];
const WHITESPACE = /\s/u;
const SEPARATOR = /^[\s.:)\-–—]+/u;

const isSpaceAt = (text: string, index: number) => WHITESPACE.test(text.charAt(index));
const isDigitAt = (text: string, index: number) => {
  const char = text.charAt(index);
  return char >= '0' && char <= '9';
};
const isPAt = (text: string, index: number) => text.charAt(index) === 'p' || text.charAt(index) === 'P';

/** Where the whitespace that ends `text.slice(0, end)` begins. */
function skipSpacesBack(text: string, end: number): number {
  let index = end;
  while (index > 0 && isSpaceAt(text, index - 1)) index -= 1;
  return index;
}

/** Where a page number of one to four digits, with its 쪽/p/페이지 and spaces, ends the text; -1 if none. */
function pageNumberStart(text: string): number {
  let end = skipSpacesBack(text, text.length);
  const suffix = PAGE_SUFFIXES.find((word) => text.endsWith(word, end));
  if (suffix !== undefined) end = skipSpacesBack(text, end - suffix.length);
  let start = end;
  while (start > 0 && isDigitAt(text, start - 1)) start -= 1;
  return end - start >= 1 && end - start <= 4 ? start : -1;
}

/** Where a `p` or `p.` (with spaces) just before the page number starts, or -1 when there is none. */
function pagePrefixStart(text: string, digitsStart: number): number {
  const end = skipSpacesBack(text, digitsStart);
  if (text.charAt(end - 1) === '.' && isPAt(text, end - 2)) return end - 2;
  return isPAt(text, end - 1) ? end - 1 : -1;
}

/** Where a dot leader ending `text.slice(0, end)` (spaces after it allowed) starts, or -1. */
function leaderStart(text: string, end: number): number {
  const last = skipSpacesBack(text, end);
  let start = last;
  while (start > 0 && LEADER_CHARS.has(text.charAt(start - 1))) start -= 1;
  const length = last - start;
  return length >= 2 || (length === 1 && LONE_LEADERS.has(text.charAt(start))) ? start : -1;
}

/** A title without the page number and dot leaders at its end, and that page number if there was one. */
export function readPageNumber(text: string): { title: string; page?: number } {
  const digits = pageNumberStart(text);
  if (digits >= 0) {
    const page = Number.parseInt(text.slice(digits), 10);
    const prefix = pagePrefixStart(text, digits);
    // A leader, then the page number: "집합 ······ p.23".
    const led = leaderStart(text, prefix >= 0 ? prefix : digits);
    if (led >= 0) return { title: text.slice(0, led).trim(), page };
    // A page number after a space: "집합 23쪽", "집합 p.23".
    const spaced =
      prefix > 0 && isSpaceAt(text, prefix - 1)
        ? prefix
        : digits > 0 && isSpaceAt(text, digits - 1)
          ? digits
          : -1;
    if (spaced >= 0) return { title: withoutTrailingLeader(text.slice(0, spaced)), page };
  }
  return { title: withoutTrailingLeader(text) };
}

/** Drops a page number and dot leaders at the end of a title. */
export function stripPageNumber(title: string): string {
  return readPageNumber(title).title;
}

/** Drops a dot leader left at the end of a title with no page number after it. */
function withoutTrailingLeader(title: string): string {
  const led = leaderStart(title, title.length);
  return (led >= 0 ? title.slice(0, led) : title).trim();
}

/** Leading spaces and tabs as columns: a tab is four. */
function indentWidth(line: string): number {
  let width = 0;
  for (const char of line) {
    if (char === ' ' || char === '\u00a0' || char === '\u3000') width += 1;
    else if (char === '\t') width += 4;
    else break;
  }
  return width;
}

const PLAIN = 'plain';

const isPlainAt = (level: { style: string; indent: number } | undefined, indent: number) =>
  level !== undefined && level.style === PLAIN && level.indent >= indent - INDENT_TOLERANCE;

// Copied text is not aligned to the column: a column either way still reads as the same indentation.
const INDENT_TOLERANCE = 1;

type ReadLine = { title: string; page: number | undefined; style: string; indent: number };

function readLine(raw: string): ReadLine | null {
  const indent = indentWidth(raw);
  const text = raw.trim();
  if (text === '') return null;
  const marker = readMarker(text);
  if (!marker) {
    const { title, page } = readPageNumber(text);
    return title === '' || /^\d+$/u.test(title) ? null : { title, page, style: PLAIN, indent };
  }
  const { title: rest, page } = readPageNumber(text.slice(marker.length).replace(SEPARATOR, ''));
  const label = text.slice(0, marker.length).trim();
  // A line that is only a named marker ("Chapter 3 ······ 12") is titled by it.
  const title = marker.keep ? [label, rest].filter(Boolean).join(' ') : rest;
  return title === '' ? null : { title, page, style: marker.style, indent };
}

/**
 * The lines of a pasted table of contents with their depths. A line whose style (numbering kind, or none)
 * and indentation match an open level goes back to that level; otherwise it opens a level under the
 * current line, after closing the levels indented deeper than it. More than five levels is refused, and so
 * is a paste of more than 20,000 lines. Linear in the text's length.
 */
export function parseTableOfContents(text: string): OutlineParse {
  if (hasMoreLinesThan(text, TABLE_OF_CONTENTS_MAX_LINES)) {
    return { ok: false, message: tableOfContentsMessages.tooManyLines };
  }
  const levels: { style: string; indent: number }[] = [];
  const lines: OutlineLine[] = [];
  for (const raw of text.split(/\r\n|\r|\n/u)) {
    const line = readLine(raw);
    if (!line) continue;
    const open = levels.findLastIndex(
      (level) => level.style === line.style && Math.abs(level.indent - line.indent) <= INDENT_TOLERANCE,
    );
    if (open >= 0) {
      levels.length = open + 1;
    } else {
      while (levels.length > 0 && (levels.at(-1)?.indent ?? 0) > line.indent + INDENT_TOLERANCE) levels.pop();
      // An unnumbered line never holds a numbered one at its indentation ("머리말" before "제1장").
      while (line.style !== PLAIN && isPlainAt(levels.at(-1), line.indent)) levels.pop();
      levels.push({ style: line.style, indent: line.indent });
    }
    // Refused at once: the open levels stay few, so matching a line against them is constant work.
    if (levels.length - 1 > UNIT_MAX_DEPTH) return { ok: false, message: learningContentMessages.tooDeep };
    lines.push({
      title: line.title,
      depth: levels.length - 1,
      ...(line.page === undefined ? {} : { page: line.page }),
    });
  }
  return checkOutlineLines(lines);
}

/** The limits a pasted outline must keep: at least one line, at most five levels and 5,000 units. */
export function checkOutlineLines(lines: OutlineLine[]): OutlineParse {
  if (lines.length === 0) return { ok: false, message: learningContentMessages.noUnits };
  if (lines.some((line) => line.depth > UNIT_MAX_DEPTH))
    return { ok: false, message: learningContentMessages.tooDeep };
  if (lines.length > MAX_CONTENT_UNITS) return { ok: false, message: learningContentMessages.tooManyUnits };
  return { ok: true, lines };
}

/**
 * Sets one line's depth, within what an outline allows: not deeper than one under the line before, not
 * below zero, nor past the fifth level. Lines after it that would float deeper than one under their
 * previous line come up with it.
 */
export function setOutlineLineDepth(
  lines: readonly OutlineLine[],
  index: number,
  depth: number,
): OutlineLine[] {
  const next = lines.map((line) => ({ ...line }));
  const target = next[index];
  if (!target) return next;
  const ceiling = index === 0 ? 0 : (next[index - 1]?.depth ?? 0) + 1;
  target.depth = Math.max(0, Math.min(depth, ceiling, UNIT_MAX_DEPTH));
  for (let i = index + 1; i < next.length; i += 1) {
    const line = next[i];
    const previous = next[i - 1];
    if (line && previous) line.depth = Math.min(line.depth, previous.depth + 1);
  }
  return next;
}

/** Whether a line has no line under it: the units a plan schedules, and the ones pages give a volume. */
export const isOutlineLeaf = (lines: readonly OutlineLine[], index: number): boolean =>
  (lines[index + 1]?.depth ?? -1) <= (lines[index]?.depth ?? 0);

/** Whether any line of the outline ended in a page number. */
export const hasPageNumbers = (lines: readonly OutlineLine[]): boolean =>
  lines.some((line) => line.page !== undefined);

/**
 * Each leaf's volume from the page numbers: the pages from its start to the next line's start (at least
 * one, as two units may start on one page), and the last one's up to `lastPage` when it is given. A leaf
 * with no page, or whose next page comes before it (the numbering restarted), keeps no volume.
 */
export function volumesFromPages(lines: readonly OutlineLine[], lastPage?: number): (number | undefined)[] {
  const volumes: (number | undefined)[] = Array.from({ length: lines.length }, () => undefined);
  let nextPage = lastPage === undefined ? undefined : lastPage + 1;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const page = lines[index]?.page;
    if (page === undefined) continue;
    if (isOutlineLeaf(lines, index) && nextPage !== undefined && nextPage >= page) {
      volumes[index] = Math.min(Math.max(1, nextPage - page), UNIT_VOLUME_MAX);
    }
    nextPage = page;
  }
  return volumes;
}

/** Lines with depths as a unit tree; a line deeper than one under its predecessor hangs one level down. */
export function outlineLinesToUnits(lines: readonly OutlineLine[]): ContentUnitInput[] {
  const roots: ContentUnitInput[] = [];
  const path: ContentUnitInput[] = [];
  for (const line of lines) {
    const depth = Math.min(line.depth, path.length);
    const unit: ContentUnitInput = {
      title: line.title,
      ...(line.volume === undefined ? {} : { unitVolume: line.volume }),
    };
    path.length = depth;
    const parent = path.at(-1);
    if (parent) (parent.children ??= []).push(unit);
    else roots.push(unit);
    path.push(unit);
  }
  return roots;
}
