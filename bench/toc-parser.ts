import { parseTableOfContents } from '@molip/domain/table-of-contents';

/**
 * `npm run bench:toc`: times "목차 붙여넣기" reading 100,000-character pastes, the pathological ones (one line of
 * spaces, dots or both, a title between long runs) and a realistic one (a bookstore outline of 5,000 units). The
 * dialog reads the text on every change, so each must stay well under a frame budget's worth of a keystroke.
 */
const LENGTH = 100_000;
const RUNS = Number(process.env.BENCH_TOC_RUNS ?? 20);

const outline = (): string => {
  const lines: string[] = [];
  for (let chapter = 1; lines.join('\n').length < LENGTH; chapter += 1) {
    lines.push(`제${chapter}장 함수와 그래프 ······ ${chapter * 10}`);
    for (let section = 1; section <= 9; section += 1)
      lines.push(`  ${chapter}.${section} 일차함수의 뜻 ······ ${section}`);
  }
  return lines.join('\n').slice(0, LENGTH);
};

const pastes: Record<string, string> = {
  'spaces, one line': `${' '.repeat(LENGTH - 4)}집합 12`,
  'dots, one line': `집합${'.'.repeat(LENGTH - 5)} 12`,
  'dots then text, no page': `집합${'.'.repeat(LENGTH - 3)}x`,
  'spaces then text, no page': `a${' '.repeat(LENGTH - 2)}x`,
  'dots and spaces mixed': `집합${'. ·…\u3000'.repeat(LENGTH / 5)}x`,
  'a realistic outline': outline(),
};

const rows = Object.entries(pastes).map(([name, text]) => {
  parseTableOfContents(text);
  const times: number[] = [];
  let units = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const result = parseTableOfContents(text);
    times.push(performance.now() - started);
    units = result.ok ? result.lines.length : 0;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const max = times.at(-1) ?? 0;
  return { paste: name, chars: text.length, units, 'median ms': median.toFixed(2), 'max ms': max.toFixed(2) };
});

console.log(`목차 붙여넣기: ${RUNS} reads of each paste (Node ${process.version})`);
console.table(rows);
