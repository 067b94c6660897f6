import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNIT_MAX_DEPTH } from './constants.ts';
import { learningContentMessages, measureUnitTree } from './learning-content.ts';
import {
  hasPageNumbers,
  isOutlineLeaf,
  outlineLinesToUnits,
  parseTableOfContents,
  setOutlineLineDepth,
  volumesFromPages,
  type OutlineLine,
} from './table-of-contents.ts';

function parsed(text: string): OutlineLine[] {
  const result = parseTableOfContents(text);
  if (!result.ok) throw new Error(`expected an outline, got: ${result.message}`);
  return result.lines;
}

const shape = (lines: OutlineLine[]) => lines.map((line) => `${line.depth} ${line.title}`);

/** Depths of a well-formed outline: the first is 0, each at most one deeper than the one before. */
const outlineDepths = (maxDepth: number) =>
  fc.array(fc.nat({ max: maxDepth + 1 }), { minLength: 1, maxLength: 40 }).map((steps) => {
    const depths: number[] = [];
    for (const step of steps) {
      const previous = depths.at(-1);
      depths.push(previous === undefined ? 0 : Math.min(previous + 1, Math.max(0, step - 1), maxDepth));
    }
    return depths;
  });

// Titles as bookstores print them: Hangul and Latin words, never starting with a number or a bullet.
const title = fc
  .array(fc.constantFrom('집합', '함수', '명제', '수열', 'Vector', '의', '뜻', '과', '그래프', '(심화)'), {
    minLength: 1,
    maxLength: 4,
  })
  .map((words) => words.join(' '));

const outline = (maxDepth: number) =>
  outlineDepths(maxDepth).chain((depths) =>
    fc
      .tuple(...depths.map(() => title))
      .map((titles) => titles.map((text, i) => ({ title: text, depth: depths[i] ?? 0 }))),
  );

/** Decimal outline numbers for each line: 1, 1.1, 1.1.1, 2 … */
function decimalNumbers(lines: readonly OutlineLine[]): string[] {
  const counters: number[] = [];
  return lines.map(({ depth }) => {
    counters.length = depth + 1;
    counters[depth] = (counters[depth] ?? 0) + 1;
    return counters.join('.');
  });
}

describe('parseTableOfContents properties', () => {
  it('reads back an indented outline exactly', () => {
    fc.assert(
      fc.property(outline(UNIT_MAX_DEPTH), fc.constantFrom('  ', '    ', '\t'), (lines, indent) => {
        const text = lines.map((line) => `${indent.repeat(line.depth)}${line.title}`).join('\n');
        expect(parsed(text)).toEqual(lines);
      }),
    );
  });

  it('reads back a decimal-numbered outline exactly, without its numbers', () => {
    fc.assert(
      fc.property(outline(UNIT_MAX_DEPTH), (lines) => {
        const numbers = decimalNumbers(lines);
        const text = lines
          .map((line, i) => `${numbers[i]}${line.depth === 0 ? '.' : ''} ${line.title}`)
          .join('\n');
        expect(parsed(text)).toEqual(lines);
      }),
    );
  });

  it('ignores blank lines and dot leaders, and keeps the page number at a line end apart from its title', () => {
    const leader = fc.constantFrom(' ······ ', ' ....... ', '…', ' ‥‥ ', '\t', ' ');
    fc.assert(
      fc.property(
        outline(UNIT_MAX_DEPTH),
        fc.array(fc.tuple(leader, fc.integer({ min: 1, max: 999 }), fc.boolean())),
        (lines, noise) => {
          const text = lines
            .map((line, i) => {
              const [lead, page, blankAfter] = noise[i] ?? [' ', 1, false];
              return `${'  '.repeat(line.depth)}${line.title}${lead}${page}${blankAfter ? '\n   \n' : ''}`;
            })
            .join('\n');
          const pages = lines.map((_, i) => noise[i]?.[1] ?? 1);
          expect(parsed(`\n\n${text}\n\n`)).toEqual(lines.map((line, i) => ({ ...line, page: pages[i] })));
        },
      ),
    );
  });

  it('always gives a well-formed outline of non-empty titles, one per non-blank line at most', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: fc.constantFrom('1', '.', ' ', '\t', '제', '장', '가', ')', '①', '\n', 'a') }),
        ),
        (chunks) => {
          const text = chunks.join('');
          const result = parseTableOfContents(text);
          const nonBlank = text.split(/\r\n|\r|\n/u).filter((line) => line.trim() !== '').length;
          if (!result.ok) return;
          expect(result.lines.length).toBeLessThanOrEqual(nonBlank);
          result.lines.forEach((line, i) => {
            expect(line.title.trim()).not.toBe('');
            expect(line.depth).toBeLessThanOrEqual(i === 0 ? 0 : (result.lines[i - 1]?.depth ?? 0) + 1);
          });
        },
      ),
    );
  });

  it('refuses more than five levels with the limit message', () => {
    fc.assert(
      fc.property(fc.integer({ min: UNIT_MAX_DEPTH + 1, max: 10 }), (deepest) => {
        const text = Array.from({ length: deepest + 1 }, (_, depth) => `${'  '.repeat(depth)}단원`).join(
          '\n',
        );
        expect(parseTableOfContents(text)).toEqual({ ok: false, message: learningContentMessages.tooDeep });
      }),
    );
  });

  it('builds a tree with one unit per line, as deep as the deepest line', () => {
    fc.assert(
      fc.property(outline(UNIT_MAX_DEPTH), (lines) => {
        const units = outlineLinesToUnits(lines);
        expect(measureUnitTree(units)).toEqual({
          count: lines.length,
          maxDepth: Math.max(...lines.map((line) => line.depth)),
        });
      }),
    );
  });

  it('keeps an adjusted depth within one under the line before, and the lines after it well-formed', () => {
    fc.assert(
      fc.property(outline(UNIT_MAX_DEPTH), fc.nat(), fc.integer({ min: -2, max: 8 }), (lines, at, depth) => {
        const index = at % lines.length;
        const next = setOutlineLineDepth(lines, index, depth);
        expect(next.map((line) => line.title)).toEqual(lines.map((line) => line.title));
        next.forEach((line, i) => {
          expect(line.depth).toBeGreaterThanOrEqual(0);
          expect(line.depth).toBeLessThanOrEqual(
            Math.min(UNIT_MAX_DEPTH, i === 0 ? 0 : (next[i - 1]?.depth ?? 0) + 1),
          );
        });
      }),
    );
  });
});

describe('parseTableOfContents examples', () => {
  it('nests a new numbering style under the line before and returns to a style seen above', () => {
    expect(
      shape(
        parsed(
          'Ⅰ. 수와 연산\n1. 소인수분해\n(1) 소수와 합성수\n(2) 거듭제곱\n2. 정수와 유리수\nⅡ. 문자와 식',
        ),
      ),
    ).toEqual([
      '0 수와 연산',
      '1 소인수분해',
      '2 소수와 합성수',
      '2 거듭제곱',
      '1 정수와 유리수',
      '0 문자와 식',
    ]);
  });

  it('keeps named markers in the title and drops bare numbers', () => {
    expect(shape(parsed('제1장 함수\n1) 함수의 뜻\n① 대응\n제2장 Vectors\n1강 오리엔테이션'))).toEqual([
      '0 제1장 함수',
      '1 함수의 뜻',
      '2 대응',
      '0 제2장 Vectors',
      '1 1강 오리엔테이션',
    ]);
  });

  it('puts unnumbered lines under the numbered heading before them', () => {
    expect(
      shape(parsed('제1장 집합\n집합의 뜻 ······ 12\n집합의 연산 ······ 18\n제2장 명제 ······ 30')),
    ).toEqual(['0 제1장 집합', '1 집합의 뜻', '1 집합의 연산', '0 제2장 명제']);
  });

  it('titles a line that holds only a named marker with it', () => {
    expect(shape(parsed('PART 1 ········ 9\nChapter 1. 시작하기 ···· 10'))).toEqual([
      '0 PART 1',
      '1 Chapter 1 시작하기',
    ]);
  });

  it('nests bullets by indentation', () => {
    expect(shape(parsed('- 1주 오리엔테이션\n  - 읽기 자료\n- 2주 통계의 기초'))).toEqual([
      '0 1주 오리엔테이션',
      '1 읽기 자료',
      '0 2주 통계의 기초',
    ]);
  });

  it('says what is missing when nothing but blank lines and page numbers was pasted', () => {
    expect(parseTableOfContents('\n  \n12\n')).toEqual({
      ok: false,
      message: learningContentMessages.noUnits,
    });
  });
});

describe('page numbers as volumes', () => {
  const book = [
    '1. 집합과 명제',
    '1.1 집합 ······ 8',
    '1.2 명제 ······ 14',
    '2. 함수 ······ 20',
    '2.1 함수의 뜻 ······ 20',
    '2.2 합성함수 p.50',
  ].join('\n');

  it('keeps the page number each line ended in', () => {
    expect(parsed(book).map((line) => line.page)).toEqual([undefined, 8, 14, 20, 20, 50]);
    expect(parsed('집합 23쪽\n명제')[0]).toEqual({ title: '집합', depth: 0, page: 23 });
    expect(parsed('명제')[0]).toEqual({ title: '명제', depth: 0 });
  });

  it("gives each leaf the pages to the next line's start, and the last one up to the last page", () => {
    const lines = parsed(book);
    expect(volumesFromPages(lines)).toEqual([undefined, 6, 6, undefined, 30, undefined]);
    expect(volumesFromPages(lines, 64)).toEqual([undefined, 6, 6, undefined, 30, 15]);
  });

  it('counts two units on one page as a page each and leaves a restarted numbering without a volume', () => {
    expect(volumesFromPages(parsed('가 ··· 5\n나 ··· 5\n다 ··· 9'), 9)).toEqual([1, 4, 1]);
    expect(volumesFromPages(parsed('가 ··· 30\n나 ··· 3'), 10)).toEqual([undefined, 8]);
    expect(volumesFromPages(parsed('가 ··· 30'), 20)).toEqual([undefined]);
  });

  it('tells whether any line had a page and which lines are leaves', () => {
    const lines = parsed(book);
    expect(hasPageNumbers(lines)).toBe(true);
    expect(hasPageNumbers(parsed('가\n나'))).toBe(false);
    expect(lines.map((_, index) => isOutlineLeaf(lines, index))).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
    ]);
  });

  it('covers every page from the first to the last once when pages only rise', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 30 }),
        fc.nat({ max: 40 }),
        (gaps, tail) => {
          let page = 1;
          const lines = gaps.map((gap, index) => {
            page += index === 0 ? 0 : Math.max(1, gap);
            return { title: `단원 ${index + 1}`, depth: 0, page };
          });
          const volumes = volumesFromPages(lines, page + tail);
          expect(volumes.every((volume) => volume !== undefined && volume >= 1)).toBe(true);
          expect(volumes.reduce((sum: number, volume) => sum + (volume ?? 0), 0)).toBe(page + tail);
        },
      ),
    );
  });
});
