import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENTS_CREATED_PER_HOUR_MAX } from '@molip/domain/constants';
import { unitEditMessages, type ContentUnitEdit } from '@molip/domain/content-unit-edit';
import {
  learningContentMessages,
  type ContentUnit,
  type ContentUnitInput,
  type ContentUnitTree,
  type CreateLearningContentBody,
  type LearningContent,
  type LearningContentList,
} from '@molip/domain/learning-content';
import {
  bearer,
  createTestApp,
  manualClock,
  onboardedUser,
  refreshSignedIn,
  signInLocally,
  uniqueEmail,
  type SignedIn,
} from '../../../test/test-app.ts';
import { contentUnits, learningContents, studyPlans } from '../../db/schema.ts';

const MINUTE = 60_000;
const clock = manualClock();
const adminEmail = uniqueEmail('admin');
let app: FastifyInstance;
/** A second app over the same database whose ADMIN_EMAILS names `adminEmail`. */
let adminApp: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ clock });
  adminApp = await createTestApp({ clock, env: { ADMIN_EMAILS: adminEmail } });
});
afterAll(async () => {
  await app.close();
  await adminApp.close();
});

const tag = () => Math.random().toString(36).slice(2, 10);
const BASE_URL = '/api/learning-contents';

function contentBody(overrides: Partial<CreateLearningContentBody> = {}): CreateLearningContentBody {
  return {
    title: `수학의 정석 ${tag()}`,
    author: '홍성대',
    description: '고등 수학 기본서',
    category: '수학',
    type: 'BOOK',
    contentUnits: [{ title: '1장 집합' }, { title: '2장 명제' }],
    ...overrides,
  };
}

const create = (user: SignedIn, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: BASE_URL,
    headers: bearer(user.accessToken),
    payload: payload as object,
  });

async function createContent(user: SignedIn, overrides: Partial<CreateLearningContentBody> = {}) {
  const response = await create(user, contentBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LearningContent>();
}

const get = (user: SignedIn, path: string) =>
  app.inject({ method: 'GET', url: `${BASE_URL}${path}`, headers: bearer(user.accessToken) });

const list = async (user: SignedIn, query: string) => {
  const response = await get(user, `?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LearningContentList>();
};

const patch = (user: SignedIn, id: string, payload: object, via = app) =>
  via.inject({ method: 'PATCH', url: `${BASE_URL}/${id}`, headers: bearer(user.accessToken), payload });

const remove = (user: SignedIn, id: string, via = app) =>
  via.inject({ method: 'DELETE', url: `${BASE_URL}/${id}`, headers: bearer(user.accessToken) });

const flattenTree = (tree: ContentUnitTree[]): ContentUnitTree[] =>
  tree.flatMap((node) => [node, ...flattenTree(node.children)]);

/** A unit with `levels` levels: 1 is a leaf. */
const nestedUnit = (levels: number): ContentUnitInput =>
  levels <= 1 ? { title: '단원' } : { title: '단원', children: [nestedUnit(levels - 1)] };

async function unitRowsTitled(title: string) {
  const [row] = await app.db
    .select({ total: count() })
    .from(contentUnits)
    .where(eq(contentUnits.title, title));
  return row?.total ?? 0;
}

let author: SignedIn;
let other: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  author = await onboardedUser(app, `저자_${tag()}`);
  other = await signInLocally(app);
  admin = await signInLocally(adminApp, { email: adminEmail });
});

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
      url: BASE_URL,
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

describe('GET /api/learning-contents', () => {
  let lister: SignedIn;
  const search = tag();
  const listerName = `lister${search}`.slice(0, 20);
  const titles = [`가 자료 ${search}`, `나 자료 ${search}`, `다 자료 ${search}`];
  let ids: string[] = [];

  beforeAll(async () => {
    lister = await signInLocally(app, { username: listerName });
    ids = [];
    for (const title of titles) {
      clock.advance(MINUTE);
      ids.push(
        (await createContent(lister, { title, author: `저자 ${search}`, contentUnits: [nestedUnit(2)] })).id,
      );
    }
  });

  it('lists the newest first by default, with unit counts and page figures', async () => {
    const page = await list(lister, `mine=true&limit=2`);
    expect(page.contents.map((content) => content.title)).toEqual([titles[2], titles[1]]);
    expect(page.contents[0]).toMatchObject({
      unitCount: 1,
      createdBy: lister.userId,
      createdByName: listerName,
    });
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const second = await list(lister, `mine=true&limit=2&page=2`);
    expect(second.contents.map((content) => content.title)).toEqual([titles[0]]);
  });

  it('defaults to the first page of 10', async () => {
    const page = await list(lister, 'mine=true');
    expect(page.pagination).toMatchObject({ page: 1, limit: 10, total: 3, totalPages: 1 });
  });

  it('sorts by title or creation time in either order', async () => {
    const byTitle = await list(lister, `mine=true&sort=title&order=asc`);
    expect(byTitle.contents.map((content) => content.title)).toEqual(titles);
    const oldestFirst = await list(lister, `mine=true&sort=createdAt&order=asc`);
    expect(oldestFirst.contents.map((content) => content.id)).toEqual(ids);
  });

  it('moves an edited content to the top of the default order', async () => {
    clock.advance(MINUTE);
    const oldest = ids[0] ?? '';
    expect((await patch(lister, oldest, { description: '수정됨' })).statusCode).toBe(200);
    const page = await list(lister, 'mine=true');
    expect(page.contents[0]?.id).toBe(oldest);
    ids = [...ids.slice(1), oldest];
  });

  it('searches title and author case-insensitively across everyone’s contents', async () => {
    const word = `Lexicon${tag()}`;
    await createContent(other, { title: `The ${word} Book` });
    await createContent(author, { author: word.toLowerCase() });
    const found = await list(lister, `search=${word.toUpperCase()}`);
    expect(found.contents).toHaveLength(2);
    expect(found.pagination.total).toBe(2);
    const byAuthor = await list(lister, `search=${encodeURIComponent(`저자 ${search}`)}`);
    expect(byAuthor.pagination.total).toBe(3);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const word = tag();
    await createContent(other, { title: `할인 100% ${word}` });
    await createContent(other, { title: `할인 1000 ${word}` });
    await createContent(other, { title: `file_1 ${word}` });
    await createContent(other, { title: `fileX1 ${word}` });
    const percent = await list(other, `mine=true&search=${encodeURIComponent('100%')}`);
    expect(
      percent.contents.filter((content) => content.title.endsWith(word)).map((content) => content.title),
    ).toEqual([`할인 100% ${word}`]);
    const underscore = await list(other, `mine=true&search=${encodeURIComponent(`file_1 ${word}`)}`);
    expect(underscore.contents.map((content) => content.title)).toEqual([`file_1 ${word}`]);
  });

  it('shows only the caller’s contents with mine=true', async () => {
    const mine = await list(other, `mine=true&search=${search}`);
    expect(mine.contents).toEqual([]);
    const everyone = await list(other, `search=${search}`);
    expect(everyone.pagination.total).toBe(3);
  });

  it('gives the recent five with limit=5', async () => {
    const recent = await list(author, 'mine=true&limit=5');
    expect(recent.contents).toHaveLength(5);
    const updated = recent.contents.map((content) => content.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it.each([['page=0'], ['limit=101'], ['sort=author'], ['order=up'], ['mine=yes']])(
    'refuses %s with 400',
    async (query) => {
      const response = await get(lister, `?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('GET /api/learning-contents/:id and /content-units', () => {
  it('lets any signed-in user read any content with its tree', async () => {
    const content = await createContent(author, {
      contentUnits: [{ title: '1장', children: [{ title: '1절' }] }],
    });
    const response = await get(other, `/${content.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<LearningContent>()).toEqual(content);
  });

  it.each([[''], ['/content-units']])('answers 404 in Korean for an unknown id (%s)', async (suffix) => {
    const response = await get(author, `/${randomUUID()}${suffix}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: learningContentMessages.notFound });
  });

  it.each([[''], ['/content-units']])('answers 400 for a malformed id (%s)', async (suffix) => {
    const response = await get(author, `/abc${suffix}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty(['params.id']);
  });

  it('answers 401 without a token', async () => {
    const content = await createContent(author);
    for (const [method, url] of [
      ['GET', BASE_URL],
      ['POST', BASE_URL],
      ['GET', `${BASE_URL}/${content.id}`],
      ['GET', `${BASE_URL}/${content.id}/content-units`],
      ['PATCH', `${BASE_URL}/${content.id}`],
      ['DELETE', `${BASE_URL}/${content.id}`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('PATCH /api/learning-contents/:id', () => {
  it('lets the creator edit the metadata, keeps the units and bumps updatedAt', async () => {
    const content = await createContent(author);
    clock.advance(MINUTE);
    const response = await patch(author, content.id, {
      title: `개정판 ${tag()}`,
      type: 'LECTURE',
      sourceUrl: 'https://example.com/v2',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<LearningContent>();
    expect(updated).toMatchObject({
      type: 'LECTURE',
      sourceUrl: 'https://example.com/v2',
      author: content.author,
      description: content.description,
      createdAt: content.createdAt,
      contentUnits: content.contentUnits,
    });
    expect(updated.title).toMatch(/^개정판/);
    expect(Date.parse(updated.updatedAt)).toBe(Date.parse(content.updatedAt) + MINUTE);
  });

  it('clears the source URL when sent empty', async () => {
    const content = await createContent(author, { sourceUrl: 'https://example.com' });
    const response = await patch(author, content.id, { sourceUrl: '' });
    expect(response.json()).toMatchObject({ sourceUrl: null });
  });

  it('refuses another user with 403 and changes nothing', async () => {
    const content = await createContent(author);
    const response = await patch(other, content.id, { title: '가로채기' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: learningContentMessages.forbidden });
    expect((await get(author, `/${content.id}`)).json()).toMatchObject({ title: content.title });
  });

  it('lets an admin edit anyone’s content', async () => {
    const content = await createContent(author);
    const response = await patch(admin, content.id, { category: '관리자 분류' }, adminApp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ category: '관리자 분류' });
  });

  it('refuses a title and author another content has with 409', async () => {
    const first = await createContent(author, { author: 'Kim' });
    const second = await createContent(author, { author: 'Lee' });
    const response = await patch(author, second.id, { title: first.title.toUpperCase(), author: 'KIM' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: learningContentMessages.duplicate });
  });

  it.each([
    ['an empty title', { title: '' }, 'body.title', learningContentMessages.titleRequired],
    [
      'a description over 1000 characters',
      { description: 'x'.repeat(1001) },
      'body.description',
      learningContentMessages.descriptionTooLong,
    ],
    [
      'a javascript: URL',
      { sourceUrl: 'javascript:alert(1)' },
      'body.sourceUrl',
      learningContentMessages.invalidUrl,
    ],
  ])('refuses %s with the spec message', async (_case, payload, field, message) => {
    const content = await createContent(author);
    const response = await patch(author, content.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[field]).toContain(message);
  });

  it('refuses fields it does not edit, such as the units or the creator', async () => {
    const content = await createContent(author);
    for (const payload of [{ contentUnits: [{ title: 'x' }] }, { createdBy: other.userId }]) {
      expect((await patch(author, content.id, payload)).statusCode).toBe(400);
    }
  });

  it('answers 404 for an unknown content', async () => {
    const response = await patch(author, randomUUID(), { title: '없음' });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/learning-contents/:id', () => {
  it('lets the creator delete an unused content and its units', async () => {
    const content = await createContent(author, { contentUnits: [nestedUnit(3)] });
    const response = await remove(author, content.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await get(author, `/${content.id}`)).statusCode).toBe(404);
    const [units] = await app.db
      .select({ total: count() })
      .from(contentUnits)
      .where(eq(contentUnits.contentId, content.id));
    expect(units?.total).toBe(0);
  });

  it('refuses another user with 403', async () => {
    const content = await createContent(author);
    const response = await remove(other, content.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: learningContentMessages.forbidden });
    expect((await get(author, `/${content.id}`)).statusCode).toBe(200);
  });

  it('refuses with 409 while a study plan uses the content', async () => {
    const content = await createContent(author);
    await app.db.insert(studyPlans).values({
      userId: other.userId,
      learningContentId: content.id,
      title: '남의 계획',
      startDate: '2026-11-21',
      endDate: '2026-12-21',
      studySpeed: 1,
      bufferDayInterval: 0,
    });
    const response = await remove(author, content.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LEARNING_CONTENT_IN_USE',
      message: learningContentMessages.inUse,
    });
    expect((await get(author, `/${content.id}`)).statusCode).toBe(200);
  });

  it('lets an admin delete anyone’s content', async () => {
    const content = await createContent(author);
    expect((await remove(admin, content.id, adminApp)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown content and 400 for a malformed id', async () => {
    expect((await remove(author, randomUUID())).statusCode).toBe(404);
    expect((await remove(author, 'abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/learning-contents/:id/content-units', () => {
  let editor: SignedIn;
  // A creator per test, so the hourly creation quota never bites.
  beforeEach(async () => {
    editor = await onboardedUser(app, `편집자_${tag()}`);
  });

  const replaceUnits = (user: SignedIn, id: string, payload: unknown, via = app) =>
    via.inject({
      method: 'PUT',
      url: `${BASE_URL}/${id}/content-units`,
      headers: bearer(user.accessToken),
      payload: payload as object,
    });

  const unitsInUse = (user: SignedIn, id: string) => get(user, `/${id}/content-units/in-use`);

  /** 1장 (1.1, 1.2), 2장 — and the tree as an edit that changes nothing. */
  async function chapterContent() {
    const content = await createContent(editor, {
      contentUnits: [
        { title: '1장', children: [{ title: '1.1절', unitVolume: 7 }, { title: '1.2절' }] },
        { title: '2장' },
      ],
    });
    const [first, second] = content.contentUnits;
    const [section1, section2] = first?.children ?? [];
    if (!first || !second || !section1 || !section2) throw new Error('unexpected tree');
    return { content, first, second, section1, section2 };
  }

  /** A plan of the editor's over the given units, made through the API. */
  async function planOver(contentId: string, unitIds: string[]) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/study-plans',
      headers: bearer(editor.accessToken),
      payload: {
        learningContentId: contentId,
        contentUnitIds: unitIds,
        startDate: '2026-11-21',
        restDays: [],
        studySpeed: 1,
        bufferDayInterval: 0,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('adds, renames, reorders and removes units, keeping ids, volumes and renumbering the outline', async () => {
    const { content, first, second, section1, section2 } = await chapterContent();
    clock.advance(MINUTE);
    const tree: ContentUnitEdit[] = [
      { id: second.id, title: '2장 (개정)' },
      { id: first.id, title: '1장', children: [{ id: section2.id, title: '1.2절' }, { title: '새 절' }] },
    ];
    const response = await replaceUnits(editor, content.id, { contentUnits: tree });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<LearningContent>();
    expect(
      flattenTree(updated.contentUnits).map(({ title, shortTitle, depth }) => ({ title, shortTitle, depth })),
    ).toEqual([
      { title: '2장 (개정)', shortTitle: '1', depth: 0 },
      { title: '1장', shortTitle: '2', depth: 0 },
      { title: '1.2절', shortTitle: '2.1', depth: 1 },
      { title: '새 절', shortTitle: '2.2', depth: 1 },
    ]);
    expect(updated.contentUnits[0]?.id).toBe(second.id);
    expect(updated.unitCount).toBe(3);
    expect(Date.parse(updated.updatedAt)).toBe(Date.parse(content.updatedAt) + MINUTE);
    expect(flattenTree(updated.contentUnits).map((unit) => unit.id)).not.toContain(section1.id);
    const moved = (await get(editor, `/${content.id}/content-units`)).json<ContentUnit[]>();
    expect(moved.map((unit) => unit.title)).toEqual(['2장 (개정)', '1장', '1.2절', '새 절']);
  });

  it('keeps a unit’s stored volume when the edit does not name one', async () => {
    const { content, first, second, section1, section2 } = await chapterContent();
    const tree: ContentUnitEdit[] = [
      {
        id: first.id,
        title: '1장',
        children: [
          { id: section1.id, title: '바뀐 1.1절' },
          { id: section2.id, title: '1.2절' },
        ],
      },
      { id: second.id, title: '2장' },
    ];
    const response = await replaceUnits(editor, content.id, { contentUnits: tree });
    const units = flattenTree(response.json<LearningContent>().contentUnits);
    expect(units.find((unit) => unit.id === section1.id)).toMatchObject({
      title: '바뀐 1.1절',
      unitVolume: 7,
    });
  });

  it('lets a used unit be renamed and new units join around it, and tells the creator which are used', async () => {
    const { content, first, second, section1, section2 } = await chapterContent();
    await planOver(content.id, [section1.id, section2.id]);
    const used = await unitsInUse(editor, content.id);
    expect(used.statusCode).toBe(200);
    expect(new Set(used.json<{ contentUnitIds: string[] }>().contentUnitIds)).toEqual(
      new Set([section1.id, section2.id]),
    );
    const tree: ContentUnitEdit[] = [
      {
        id: first.id,
        title: '1장',
        children: [
          { id: section1.id, title: '집합 (새 이름)' },
          { title: '끼워 넣은 절' },
          { id: section2.id, title: '1.2절' },
        ],
      },
      { title: '새 2장' },
    ];
    const response = await replaceUnits(editor, content.id, { contentUnits: tree });
    expect(response.statusCode, response.body).toBe(200);
    const ids = flattenTree(response.json<LearningContent>().contentUnits).map((unit) => unit.id);
    expect(ids.slice(0, 2)).toEqual([first.id, section1.id]);
    expect(ids[3]).toBe(section2.id);
    expect(ids).not.toContain(second.id);
  });

  it.each([
    ['removing a used unit', 'removed', unitEditMessages.usedUnitRemoved],
    ['removing the parent of a used unit', 'parentRemoved', unitEditMessages.usedUnitRemoved],
    ['moving a used unit under another parent', 'moved', unitEditMessages.usedUnitMoved],
    ['swapping two used units', 'swapped', unitEditMessages.usedUnitsReordered],
  ] as const)('refuses %s with 409 and writes nothing', async (_case, edit, message) => {
    const { content, first, second, section1, section2 } = await chapterContent();
    await planOver(content.id, [section1.id, section2.id]);
    const trees: Record<typeof edit, ContentUnitEdit[]> = {
      removed: [
        { id: first.id, title: '바뀐 1장', children: [{ id: section1.id, title: '1.1절' }] },
        { id: second.id, title: '2장' },
      ],
      parentRemoved: [{ id: second.id, title: '바뀐 2장' }],
      moved: [
        { id: first.id, title: '1장', children: [{ id: section1.id, title: '1.1절' }] },
        { id: second.id, title: '2장', children: [{ id: section2.id, title: '1.2절' }] },
      ],
      swapped: [
        {
          id: first.id,
          title: '1장',
          children: [
            { id: section2.id, title: '1.2절' },
            { id: section1.id, title: '1.1절' },
          ],
        },
        { id: second.id, title: '2장' },
      ],
    };
    const response = await replaceUnits(editor, content.id, {
      contentUnits: [...trees[edit], { title: '새 단원 하나' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONTENT_UNIT_IN_USE', message });
    expect((await get(editor, `/${content.id}`)).json<LearningContent>()).toMatchObject({
      contentUnits: content.contentUnits,
      updatedAt: content.updatedAt,
    });
    expect(await unitRowsTitled('새 단원 하나')).toBe(0);
  });

  it('refuses another learner with 403, also for the units in use, and changes nothing', async () => {
    const { content } = await chapterContent();
    const response = await replaceUnits(other, content.id, { contentUnits: [{ title: '가로채기' }] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: learningContentMessages.forbidden });
    expect((await unitsInUse(other, content.id)).statusCode).toBe(403);
    expect((await get(editor, `/${content.id}`)).json()).toMatchObject({
      contentUnits: content.contentUnits,
    });
  });

  it('lets an admin edit anyone’s units', async () => {
    const { content, first } = await chapterContent();
    const response = await replaceUnits(
      admin,
      content.id,
      { contentUnits: [{ id: first.id, title: '1장' }] },
      adminApp,
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 404 for an unknown content and 400 for a malformed id', async () => {
    expect((await replaceUnits(editor, randomUUID(), { contentUnits: [{ title: 'x' }] })).statusCode).toBe(
      404,
    );
    expect((await unitsInUse(editor, randomUUID())).statusCode).toBe(404);
    expect((await replaceUnits(editor, 'abc', { contentUnits: [{ title: 'x' }] })).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const { content } = await chapterContent();
    const response = await app.inject({
      method: 'PUT',
      url: `${BASE_URL}/${content.id}/content-units`,
      payload: { contentUnits: [{ title: 'x' }] },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no units', { contentUnits: [] }, learningContentMessages.noUnits],
    ['an untitled unit', { contentUnits: [{ title: ' ' }] }, learningContentMessages.unitTitleRequired],
    ['units six levels deep', { contentUnits: [nestedUnit(6)] }, learningContentMessages.tooDeep],
    ['other fields', { contentUnits: [{ title: 'x' }], title: '제목' }, undefined],
  ])('refuses %s with 400', async (_case, payload, message) => {
    const { content } = await chapterContent();
    const response = await replaceUnits(editor, content.id, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(JSON.stringify(response.json())).toContain(message);
  });

  it('refuses a unit id from another content with 400 and writes nothing', async () => {
    const { content } = await chapterContent();
    const elsewhere = await chapterContent();
    const response = await replaceUnits(editor, content.id, {
      contentUnits: [{ id: elsewhere.first.id, title: '남의 단원' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: unitEditMessages.unknownUnit });
    expect((await get(editor, `/${elsewhere.content.id}`)).json()).toMatchObject({
      contentUnits: elsewhere.content.contentUnits,
    });
  });
});

describe('the hourly creation quota', () => {
  it(`refuses content number ${CONTENTS_CREATED_PER_HOUR_MAX + 1} within an hour with 429, Retry-After and a Korean message`, async () => {
    const quotaClock = manualClock(new Date('2026-11-21T09:00:00Z'));
    const quotaApp = await createTestApp({ clock: quotaClock });
    try {
      const learner = await signInLocally(quotaApp);
      const createOne = () =>
        quotaApp.inject({
          method: 'POST',
          url: BASE_URL,
          headers: bearer(learner.accessToken),
          payload: contentBody(),
        });
      for (let index = 0; index < CONTENTS_CREATED_PER_HOUR_MAX; index += 1) {
        quotaClock.advance(10_000);
        expect((await createOne()).statusCode).toBe(201);
      }
      const refused = await createOne();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, code: 'QUOTA_EXCEEDED' });
      expect(refused.json<{ message: string }>().message).toMatch(/[가-힣].*분 뒤에 다시 시도해 주세요/);
      // The first of the thirty was made 290 s ago: its place frees up when the hour since then is over.
      expect(Number(refused.headers['retry-after'])).toBe(3600 - 290);
      quotaClock.advance((3600 - 290) * 1000);
      await refreshSignedIn(quotaApp, learner);
      expect((await createOne()).statusCode).toBe(201);
    } finally {
      await quotaApp.close();
    }
  });
});
