import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TABLE_OF_CONTENTS_MAX_LINES } from './constants.ts';
import { learningContentMessages } from './learning-content.ts';
import { parseTableOfContents, stripPageNumber, tableOfContentsMessages } from './table-of-contents.ts';

// The page-number rule as it was written with regexes, kept as the oracle the hand-written reader must equal
// (the regexes were quadratic on long runs of dots or spaces, so they only run here, on short lines).
const LEADER_AND_PAGE = /\s*(?:[.·…‥・∙_\-–—]{2,}|…|‥)\s*(?:p\.?\s*)?\d{1,4}\s*(?:쪽|p|페이지)?\s*$/iu;
const SPACED_PAGE = /\s+(?:p\.?\s*)?\d{1,4}\s*(?:쪽|p|페이지)?\s*$/iu;
const TRAILING_LEADER = /\s*(?:[.·…‥・∙_\-–—]{2,}|…|‥)\s*$/u;
function stripPageNumberByRegex(title: string): string {
  const led = title.replace(LEADER_AND_PAGE, '');
  if (led !== title) return led.trim();
  return title.replace(SPACED_PAGE, '').replace(TRAILING_LEADER, '').trim();
}

const LENGTH = 100_000;

// The pieces a line's end is made of: leaders, spaces of every kind, page words and digits, and title text.
const endPiece = fc.constantFrom(
  '.',
  '·',
  '…',
  '‥',
  '・',
  '∙',
  '_',
  '-',
  '–',
  '—',
  ' ',
  '\u3000',
  '\u00a0',
  '\t',
  'p',
  'P',
  'p.',
  '1',
  '23',
  '0',
  '12345',
  '쪽',
  '페이지',
  '홈',
  '집합',
  'a',
  ':',
);

const titleText = fc
  .array(fc.constantFrom('집합', '함수의 뜻', 'Vector', '(심화)', '명제와 증명'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((words) => words.join(' '));

const repeatedTo = (length: number, characters: readonly string[]) =>
  fc.array(fc.constantFrom(...characters), { minLength: 8, maxLength: 8 }).map((unit) =>
    unit
      .join('')
      .repeat(Math.ceil(length / 8))
      .slice(0, length),
  );

/** `length` spaces, or a leader of `length` dots, middle dots or leader characters mixed. */
const leaderRun = (length: number) =>
  fc.oneof(
    fc.constant(' '.repeat(length)),
    fc.constant('.'.repeat(length)),
    fc.constant('·'.repeat(length)),
    repeatedTo(length, ['.', '·', '…', '-', '_', '—']),
  );

/** Any of those, or dots and spaces of every kind mixed. */
const anyRun = (length: number) =>
  fc.oneof(leaderRun(length), repeatedTo(length, [' ', '.', '·', '…', '\u3000', '-', '\t']));

const parsedTitles = (text: string) => {
  const result = parseTableOfContents(text);
  return result.ok ? result.lines.map((line) => `${line.depth} ${line.title}`) : result.message;
};

describe('the table-of-contents reader on long pastes', () => {
  it('strips page numbers and leaders exactly as the regex rule did', () => {
    fc.assert(
      fc.property(fc.array(endPiece, { maxLength: 14 }), (pieces) => {
        const line = pieces.join('');
        expect(stripPageNumber(line)).toBe(stripPageNumberByRegex(line));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads a title followed by a 100,000-character leader and a page number', () => {
    fc.assert(
      fc.property(titleText, leaderRun(LENGTH), fc.integer({ min: 1, max: 9999 }), (title, leader, page) => {
        expect(parsedTitles(`1. ${title}${leader}${page}\n1.1 ${title}`)).toEqual([
          `0 ${title}`,
          `1 ${title}`,
        ]);
      }),
      { numRuns: 12 },
    );
  });

  it('reads a title after 100,000 characters of indentation, and between two long runs', () => {
    fc.assert(
      fc.property(titleText, anyRun(LENGTH / 2), anyRun(LENGTH / 2), (title, before, after) => {
        const indented = parseTableOfContents(`${' '.repeat(LENGTH)}${title}`);
        expect(indented).toEqual({ ok: true, lines: [{ title, depth: 0 }] });
        // Text after a run of leaders that ends in no page number keeps everything up to its last leader.
        const lines = parsedTitles(`${title}${before}x${after}`);
        expect(Array.isArray(lines) ? lines.length : lines).toBe(1);
        const [only = ''] = Array.isArray(lines) ? lines : [];
        expect(only.startsWith(`0 ${title}`)).toBe(true);
        expect(only.trimEnd()).toBe(only);
      }),
      { numRuns: 12 },
    );
  });

  it('reads one line after a 100,000-character run of numbering, whatever style it repeats', () => {
    const numbering = fc.constantFrom('1.', '1-', '12.', '(1)', '제 ', '1)', '①', 'Ⅱ.', '가.');
    fc.assert(
      fc.property(numbering, titleText, (unit, title) => {
        const result = parseTableOfContents(`${unit.repeat(LENGTH / unit.length)} ${title}`);
        expect(result.ok).toBe(true);
        const lines = result.ok ? result.lines : [];
        expect(lines).toHaveLength(1);
        expect(lines[0]?.depth).toBe(0);
        expect(lines[0]?.title.endsWith(title)).toBe(true);
      }),
      { numRuns: 18 },
    );
  });

  it('finds no unit in a paste of nothing but 100,000 leaders or spaces, on one line or many', () => {
    fc.assert(
      fc.property(leaderRun(LENGTH), fc.boolean(), (leaders, split) => {
        const text = split
          ? Array.from({ length: LENGTH / 100 }, (_, at) => leaders.slice(at * 100, (at + 1) * 100)).join(
              '\n',
            )
          : leaders;
        const result = parseTableOfContents(text);
        expect(result).toEqual({ ok: false, message: learningContentMessages.noUnits });
      }),
      { numRuns: 12 },
    );
  });

  it('refuses a sixth level of indentation in a long paste', () => {
    const staircase = Array.from({ length: 6 }, (_, depth) => `${' '.repeat(depth * 2)}단원`).join('\n');
    const text = `${staircase}\n${'  하위 단원 ······ 12\n'.repeat(6_000)}`;
    expect(text.length).toBeGreaterThan(LENGTH);
    expect(parseTableOfContents(text)).toEqual({ ok: false, message: learningContentMessages.tooDeep });
  });
});

describe('the line limit of a pasted table of contents', () => {
  const linesOf = (count: number, breakText: string) =>
    ['1. 집합', ...Array.from({ length: count - 1 }, (_, index) => (index % 8 ? '' : '1.1 원소'))].join(
      breakText,
    );

  it(`reads ${TABLE_OF_CONTENTS_MAX_LINES.toLocaleString('en')} lines and refuses one more, with a Korean message`, () => {
    for (const breakText of ['\n', '\r\n', '\r']) {
      const atLimit = parseTableOfContents(linesOf(TABLE_OF_CONTENTS_MAX_LINES, breakText));
      expect(atLimit.ok).toBe(true);
      expect(parseTableOfContents(linesOf(TABLE_OF_CONTENTS_MAX_LINES + 1, breakText))).toEqual({
        ok: false,
        message: tableOfContentsMessages.tooManyLines,
      });
    }
    expect(tableOfContentsMessages.tooManyLines).toBe(
      '목차가 너무 길어요. 한 번에 20,000줄까지 붙여넣을 수 있어요.',
    );
  });
});
