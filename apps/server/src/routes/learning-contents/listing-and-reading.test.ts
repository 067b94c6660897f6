import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { learningContentMessages, type LearningContent } from '@molip/domain/learning-content';
import {
  LEARNING_CONTENTS_URL,
  learningContentApps,
  nestedUnit,
  tag,
} from '../../../test/learning-content-fixtures.ts';
import { signInLocally, type SignedIn } from '../../../test/test-app.ts';

const MINUTE = 60_000;
const { app, clock, author, other, createContent, get, list, patch } = await learningContentApps();

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
    // Six of their own, so the page has more than it shows.
    const writer = await signInLocally(app);
    for (let made = 0; made < 6; made += 1) await createContent(writer);
    const recent = await list(writer, 'mine=true&limit=5');
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
      ['GET', LEARNING_CONTENTS_URL],
      ['POST', LEARNING_CONTENTS_URL],
      ['GET', `${LEARNING_CONTENTS_URL}/${content.id}`],
      ['GET', `${LEARNING_CONTENTS_URL}/${content.id}/content-units`],
      ['PATCH', `${LEARNING_CONTENTS_URL}/${content.id}`],
      ['DELETE', `${LEARNING_CONTENTS_URL}/${content.id}`],
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
