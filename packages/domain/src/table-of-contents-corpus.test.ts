import { describe, expect, it } from 'vitest';
import { parseTableOfContents } from './table-of-contents.ts';

/** Tables of contents as learners copy them: from bookstore pages, textbooks, syllabi and problem books. */
const corpus: { name: string; text: string; expected: string[] }[] = [
  {
    name: 'a middle-school maths textbook (Roman, decimal and bracketed numbers)',
    text: `Ⅰ. 수와 연산
  1. 소인수분해 ··········· 8
    (1) 소수와 합성수 ··········· 10
    (2) 최대공약수와 최소공배수 ··········· 16
  2. 정수와 유리수 ··········· 24
    (1) 정수와 유리수의 뜻 ··········· 26
    (2) 정수와 유리수의 계산 ··········· 34

Ⅱ. 문자와 식
  1. 문자의 사용과 식의 계산 ··········· 48
  2. 일차방정식 ··········· 58`,
    expected: [
      '0 수와 연산',
      '1 소인수분해',
      '2 소수와 합성수',
      '2 최대공약수와 최소공배수',
      '1 정수와 유리수',
      '2 정수와 유리수의 뜻',
      '2 정수와 유리수의 계산',
      '0 문자와 식',
      '1 문자의 사용과 식의 계산',
      '1 일차방정식',
    ],
  },
  {
    name: 'a bookstore page (제N장 with unnumbered sections and page numbers)',
    text: `머리말 5
제1장 국어의 이해 ……… 11
국어의 특질 ……… 13
국어의 역사 ……… 27
제2장 음운 ……… 41
음운의 체계 ……… 43
음운의 변동 ……… 58
제3장 단어 ……… 75
찾아보기 ……… 301`,
    expected: [
      '0 머리말',
      '0 제1장 국어의 이해',
      '1 국어의 특질',
      '1 국어의 역사',
      '0 제2장 음운',
      '1 음운의 체계',
      '1 음운의 변동',
      '0 제3장 단어',
      '1 찾아보기',
    ],
  },
  {
    name: 'a university textbook (decimal numbers without indentation)',
    text: `1 집합과 명제
1.1 집합
1.1.1 집합의 뜻과 표현
1.1.2 집합의 연산
1.2 명제
2 함수
2.1 함수의 뜻
2.2 합성함수와 역함수`,
    expected: [
      '0 집합과 명제',
      '1 집합',
      '2 집합의 뜻과 표현',
      '2 집합의 연산',
      '1 명제',
      '0 함수',
      '1 함수의 뜻',
      '1 합성함수와 역함수',
    ],
  },
  {
    name: 'a lecture syllabus (weeks with tabbed topics)',
    text: `1주차 강의 소개
\t통계학이란
2주차 기술통계
\t평균과 분산
\t상자그림
3주차 확률
\t조건부 확률`,
    expected: [
      '0 1주차 강의 소개',
      '1 통계학이란',
      '0 2주차 기술통계',
      '1 평균과 분산',
      '1 상자그림',
      '0 3주차 확률',
      '1 조건부 확률',
    ],
  },
  {
    name: 'an online lecture list (N강 with running times)',
    text: `1강 오리엔테이션
2강 문장의 5형식
3강 to부정사
4강 동명사`,
    expected: ['0 1강 오리엔테이션', '0 2강 문장의 5형식', '0 3강 to부정사', '0 4강 동명사'],
  },
  {
    name: 'a problem-set book (PART, 유형 and circled numbers)',
    text: `PART 1 수학Ⅰ
유형 01 지수와 로그 ···· 6
① 거듭제곱근 ···· 7
② 로그의 성질 ···· 10
유형 02 삼각함수 ···· 18
PART 2 수학Ⅱ
유형 01 함수의 극한 ···· 44`,
    expected: [
      '0 PART 1 수학Ⅰ',
      '1 유형 01 지수와 로그',
      '2 거듭제곱근',
      '2 로그의 성질',
      '1 유형 02 삼각함수',
      '0 PART 2 수학Ⅱ',
      '1 유형 01 함수의 극한',
    ],
  },
  {
    name: 'an English workbook (Chapter, Unit and lettered parts)',
    text: `Chapter 1 Sentences
Unit 01 주어와 동사 p.12
Unit 02 목적어 p.16
Chapter 2 Tenses
Unit 03 현재완료 p.22
A. 기본 문제
B. 실전 문제`,
    expected: [
      '0 Chapter 1 Sentences',
      '1 Unit 01 주어와 동사',
      '1 Unit 02 목적어',
      '0 Chapter 2 Tenses',
      '1 Unit 03 현재완료',
      '2 기본 문제',
      '2 실전 문제',
    ],
  },
  {
    name: 'a certification book (가. 나. under 1-1 numbers, Windows line ends)',
    text: '1-1 데이터베이스 개요\r\n가. 데이터의 정의\r\n나. DBMS\r\n1-2 데이터 모델링\r\n2-1 SQL 기본\r\n',
    expected: ['0 데이터베이스 개요', '1 데이터의 정의', '1 DBMS', '0 데이터 모델링', '0 SQL 기본'],
  },
];

describe('parseTableOfContents on copied tables of contents', () => {
  it.each(corpus)('reads $name', ({ text, expected }) => {
    const result = parseTableOfContents(text);
    expect(result.ok ? result.lines.map((line) => `${line.depth} ${line.title}`) : result.message).toEqual(
      expected,
    );
  });
});
