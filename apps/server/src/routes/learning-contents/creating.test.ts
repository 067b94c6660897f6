import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENTS_CREATED_PER_HOUR_MAX } from '@molip/domain/constants';
import {
  learningContentMessages,
  type ContentUnit,
  type ContentUnitInput,
  type LearningContent,
} from '@molip/domain/learning-content';
import {
  contentBody,
  flattenTree,
  LEARNING_CONTENTS_URL,
  learningContentApps,
  nestedUnit,
  tag,
} from '../../../test/learning-content-fixtures.ts';
import { expectHourlyCreationQuota } from '../../../test/fixtures.ts';
import { bearer, signInLocally } from '../../../test/test-app.ts';
import { learningContents } from '../../db/schema.ts';

const { app, author, other, create, createContent, get, unitRowsTitled } = await learningContentApps();

describe('POST /api/learning-contents', () => {
  const tree: ContentUnitInput[] = [
    {
      title: '1장 수와 식',
      children: [
        { title: '다항식', children: [{ title: '덧셈' }, { title: '곱셈', unitVolume: 12 }] },
        { title: '나머지정리' },
      ],
    },
    { title: '2장 방정식' },
  ];

  it('creates a content and numbers its nested units in outline order', async () => {
    const response = await create(
      author,
      contentBody({ contentUnits: tree, sourceUrl: 'https://example.com/book' }),
    );
    expect(response.statusCode).toBe(201);
    const content = response.json<LearningContent>();
    expect(content).toMatchObject({
      author: '홍성대',
      type: 'BOOK',
      category: '수학',
      sourceUrl: 'https://example.com/book',
      createdBy: author.userId,
      createdByName: expect.stringMatching(/^저자_/),
      // What a plan schedules: the four units without children.
      unitCount: 4,
    });

    const units = await get(author, `/${content.id}/content-units`);
    expect(units.statusCode).toBe(200);
    const flat = units.json<ContentUnit[]>();
    expect(
      flat.map(({ title, depth, sequence, shortTitle, unitVolume }) => [
        title,
        depth,
        sequence,
        shortTitle,
        unitVolume,
      ]),
    ).toEqual([
      ['1장 수와 식', 0, 1, '1', 1],
      ['다항식', 1, 1, '1.1', 1],
      ['덧셈', 2, 1, '1.1.1', 1],
      ['곱셈', 2, 2, '1.1.2', 12],
      ['나머지정리', 1, 2, '1.2', 1],
      ['2장 방정식', 0, 2, '2', 1],
    ]);
    const idOf = (title: string) => flat.find((unit) => unit.title === title)?.id;
    expect(flat.map((unit) => unit.parentId)).toEqual([
      null,
      idOf('1장 수와 식'),
      idOf('다항식'),
      idOf('다항식'),
      idOf('1장 수와 식'),
      null,
    ]);

    // The answer's tree holds the same units, nested again.
    expect(content.contentUnits.map((unit) => unit.title)).toEqual(['1장 수와 식', '2장 방정식']);
    expect(content.contentUnits[0]?.children[0]?.children.map((unit) => unit.shortTitle)).toEqual([
      '1.1.1',
      '1.1.2',
    ]);
    expect(flattenTree(content.contentUnits).map(({ children: _children, ...unit }) => unit)).toEqual(flat);
  });

  it('keeps the short titles the client gives and numbers the rest', async () => {
    const content = await createContent(author, {
      contentUnits: [
        { title: '머리말', shortTitle: '서문' },
        { title: '본문', children: [{ title: '부록', shortTitle: 'A' }, { title: '색인' }] },
      ],
    });
    expect(flattenTree(content.contentUnits).map((unit) => unit.shortTitle)).toEqual([
      '서문',
      '2',
      'A',
      '2.2',
    ]);
  });

  it('stores an empty source URL as none and fills absent metadata with empty text', async () => {
    const content = await createContent(author, {
      author: undefined,
      description: undefined,
      category: undefined,
      sourceUrl: '',
    });
    expect(content).toMatchObject({ author: '', description: '', category: '', sourceUrl: null });
  });

  it('accepts units five levels deep', async () => {
    const content = await createContent(author, { contentUnits: [nestedUnit(5)] });
    expect(flattenTree(content.contentUnits).map((unit) => unit.shortTitle)).toEqual([
      '1',
      '1.1',
      '1.1.1',
      '1.1.1.1',
      '1.1.1.1.1',
    ]);
  });

  it('accepts a flat content of 5,000 units', async () => {
    const units = Array.from({ length: 5000 }, (_, index) => ({ title: `문제 ${index + 1}` }));
    const content = await createContent(author, { type: 'PROBLEM_SET', contentUnits: units });
    expect(content.unitCount).toBe(5000);
    const flat = (await get(author, `/${content.id}/content-units`)).json<ContentUnit[]>();
    expect(flat).toHaveLength(5000);
    expect(flat.at(-1)).toMatchObject({ title: '문제 5000', shortTitle: '5000', sequence: 5000, depth: 0 });
  });

  it.each([
    ['a missing title', { title: undefined }, 'body.title', learningContentMessages.titleRequired],
    ['a blank title', { title: '   ' }, 'body.title', learningContentMessages.titleRequired],
    [
      'a title over 200 characters',
      { title: '가'.repeat(201) },
      'body.title',
      learningContentMessages.titleTooLong,
    ],
    ['a missing type', { type: undefined }, 'body.type', '학습 자료 유형을 선택해 주세요.'],
    ['an unknown type', { type: 'MAGAZINE' }, 'body.type', '학습 자료 유형을 선택해 주세요.'],
    [
      'a description over 1000 characters',
      { description: '가'.repeat(1001) },
      'body.description',
      learningContentMessages.descriptionTooLong,
    ],
    [
      'a source URL that is no URL',
      { sourceUrl: '책 주소' },
      'body.sourceUrl',
      learningContentMessages.invalidUrl,
    ],
    [
      'a javascript: source URL',
      { sourceUrl: 'javascript:alert(1)' },
      'body.sourceUrl',
      learningContentMessages.invalidUrl,
    ],
    ['no units', { contentUnits: [] }, 'body.contentUnits', learningContentMessages.noUnits],
    ['missing units', { contentUnits: undefined }, 'body.contentUnits', learningContentMessages.noUnits],
    [
      'an untitled unit',
      { contentUnits: [{ title: '1장', children: [{ title: ' ' }] }] },
      'body.contentUnits.0.children.0.title',
      learningContentMessages.unitTitleRequired,
    ],
    [
      'units six levels deep',
      { contentUnits: [nestedUnit(6)] },
      'body.contentUnits',
      learningContentMessages.tooDeep,
    ],
    [
      'more than 5,000 units',
      { contentUnits: Array.from({ length: 5_001 }, () => ({ title: '단원' })) },
      'body.contentUnits',
      learningContentMessages.tooManyUnits,
    ],
  ])('refuses %s with the spec message', async (_case, overrides, field, message) => {
    const response = await create(author, { ...contentBody(), ...overrides });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; details: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe(`입력값을 확인해 주세요: ${message}`);
    expect(body.details[field]).toContain(message);
  });

  it('refuses a unit tree nested thousands of levels deep with 400, not a stack overflow', async () => {
    // Built as text: JSON.stringify itself would overflow on a tree this deep.
    const levels = 3000;
    const units = `${'{"title":"단원","children":['.repeat(levels)}{"title":"끝"}${']}'.repeat(levels)}`;
    const response = await app.inject({
      method: 'POST',
      url: LEARNING_CONTENTS_URL,
      headers: { ...bearer(author.accessToken), 'content-type': 'application/json' },
      payload: `{"title":"깊은 자료","type":"BOOK","contentUnits":[${units}]}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details['body.contentUnits']).toEqual([learningContentMessages.tooDeep]);
  });

  it('refuses text PostgreSQL cannot store (U+0000) with 400', async () => {
    const response = await create(author, contentBody({ contentUnits: [{ title: 'a\u0000b' }] }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details)).toEqual(['body.contentUnits.0.title']);
  });

  it('refuses the same title and author in another case with 409 and writes nothing', async () => {
    const first = await createContent(author, { title: `Calculus ${tag()}`, author: 'Stewart' });
    const marker = `고아 단원 ${tag()}`;
    const response = await create(
      other,
      contentBody({
        title: first.title.toUpperCase(),
        author: 'STEWART',
        contentUnits: [{ title: marker, children: [{ title: marker }] }],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LEARNING_CONTENT_DUPLICATE',
      message: learningContentMessages.duplicate,
    });
    const [contents] = await app.db
      .select({ total: count() })
      .from(learningContents)
      .where(sql`lower(${learningContents.title}) = lower(${first.title})`);
    expect(contents?.total).toBe(1);
    expect(await unitRowsTitled(marker)).toBe(0);
  });

  it('lets exactly one of two simultaneous identical creates win', async () => {
    const body = contentBody({
      contentUnits: Array.from({ length: 200 }, (_, index) => ({ title: `${index}` })),
    });
    const responses = await Promise.all([create(author, body), create(other, body)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('allows the same title by another author', async () => {
    const first = await createContent(author, { author: 'Stewart' });
    await createContent(author, { title: first.title, author: 'Thomas' });
  });
});

describe('the hourly creation quota', () => {
  it(`refuses content number ${CONTENTS_CREATED_PER_HOUR_MAX + 1} within an hour with 429, Retry-After and a Korean message`, async () => {
    await expectHourlyCreationQuota(CONTENTS_CREATED_PER_HOUR_MAX, async (quotaApp) => {
      const learner = await signInLocally(quotaApp);
      const createOne = () =>
        quotaApp.inject({
          method: 'POST',
          url: LEARNING_CONTENTS_URL,
          headers: bearer(learner.accessToken),
          payload: contentBody(),
        });
      return { learner, createOne };
    });
  });
});
