/**
 * The spellings docs/glossary.md retired, each with the concept and the one word that replaced it. The
 * glossary journey (glossary.spec.ts) fails when any of them shows on a screen or in an accessible name.
 */
export type RetiredSpelling = {
  concept: string;
  /** The glossary's one word or format. */
  use: string;
  retired: RegExp;
};

export const retiredSpellings: readonly RetiredSpelling[] = [
  { concept: 'streak', use: 'N일 연속 (beside "연속 공부": N일)', retired: /\d+일째/ },
  { concept: 'streak', use: 'N일 연속', retired: /연속 \d+일/ },
  { concept: 'streak', use: '0일 연속', retired: /오늘 하면/ },
  { concept: 'streak', use: '연속 공부', retired: /연속 (학습|기록)/ },
  { concept: 'streak', use: '0일', retired: /시작 전/ },
  { concept: 'block end', use: '블록 종료', retired: /블록 마치기|블록을 마치/ },
  { concept: 'focus session', use: '집중 세션', retired: /학습 세션/ },
  { concept: 'start focusing', use: '집중 시작', retired: /^다시 시작$|집중 다시 시작/m },
  { concept: 'focusing now', use: '집중 중', retired: /공부 중/ },
  { concept: 'to-do state', use: '집중 중 · 일시 정지 · 시간 종료', retired: /진행 중 ·|진행 중으로/ },
  {
    concept: 'to-do counts',
    use: '할 일 N/M',
    retired: /할 일 \d+개 ·|할 일 \d+개 완료 ·|\d+개 \/ \d+개|\/ \d+개/,
  },
  { concept: 'unit counts', use: '단원 N/M', retired: /단원 \d+\/\d+개/ },
  { concept: 'rest day', use: '쉬는 날', retired: /휴식일/ },
  { concept: "a plan's end date", use: '예상 종료일', retired: /예상 완료일|마감일/ },
  { concept: 'local-trial sign-in', use: '체험용으로 로그인', retired: /Google 계정으로 로그인/ },
  { concept: 'rating a review', use: '…일 뒤에 다시 볼게요', retired: /복습을 모두 마쳤어요/ },
  { concept: 'username', use: '사용자명', retired: /닉네임|아이디(?!어)/ },
];

/** Every retired spelling found in `text`, as "concept: 'found' (use …)". */
export function retiredSpellingsIn(text: string): string[] {
  return retiredSpellings.flatMap(({ concept, use, retired }) => {
    const found = new RegExp(retired.source, `${retired.flags.replace('g', '')}g`);
    return [...text.matchAll(found)].map((match) => `${concept}: '${match[0]}' (use ${use})`);
  });
}
