import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { unitEditMessages, type ContentUnitEdit } from '@molip/domain/content-unit-edit';
import {
  learningContentMessages,
  type ContentUnit,
  type LearningContent,
} from '@molip/domain/learning-content';
import {
  flattenTree,
  LEARNING_CONTENTS_URL,
  learningContentApps,
  nestedUnit,
  tag,
} from '../../../test/learning-content-fixtures.ts';
import { bearer, onboardedUser, type SignedIn } from '../../../test/test-app.ts';

const MINUTE = 60_000;
const { app, adminApp, clock, other, admin, createContent, get, unitRowsTitled } =
  await learningContentApps();

describe('PUT /api/learning-contents/:id/content-units', () => {
  let editor: SignedIn;
  // A creator per test, so the hourly creation quota never bites.
  beforeEach(async () => {
    editor = await onboardedUser(app, `편집자_${tag()}`);
  });

  const replaceUnits = (user: SignedIn, id: string, payload: unknown, via = app) =>
    via.inject({
      method: 'PUT',
      url: `${LEARNING_CONTENTS_URL}/${id}/content-units`,
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
      url: `${LEARNING_CONTENTS_URL}/${content.id}/content-units`,
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
