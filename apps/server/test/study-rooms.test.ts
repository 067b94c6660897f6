import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STUDY_ROOM_CAPACITY,
  studyGroupMessages,
  studyRoomName,
  type GroupDetail,
} from '@molip/domain/study-group';
import { openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrations-folder.ts';
import { groupMemberships, studyGroups, users } from '../src/db/schema.ts';
import { bearer, createTestApp, manualClock, onboardedUser, ownDatabase, type SignedIn } from './test-app.ts';
import { prepareTestDatabase } from './pglite-template.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

/**
 * Study rooms fill in order, so each test here needs to know every room's seats: the rooms live in a database
 * of this file's own (a throwaway PostgreSQL database when the suite runs on PostgreSQL, opened twice as two
 * instances would; an in-memory PGlite otherwise), and each test starts by emptying every room.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
const DATABASE_NAME = `molip_rooms_${process.pid}`;

let admin: pg.Client | undefined;
let handles: DatabaseHandle[] = [];
let first: FastifyInstance;
let second: FastifyInstance;
const clock = manualClock(new Date('2026-11-21T01:00:00Z'));

beforeAll(async () => {
  if (ON_POSTGRES) {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.query(`create database ${DATABASE_NAME}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${DATABASE_NAME}`;
    handles = [await openPostgres(url.toString()), await openPostgres(url.toString())];
    const [one] = handles;
    if (!one) throw new Error('no database');
    await prepareTestDatabase(one);
  } else {
    const handle = await ownDatabase();
    handles = [handle, handle];
  }
  const [one, two] = handles;
  if (!one || !two) throw new Error('no database');
  first = await createTestApp({ clock, database: one });
  second = await createTestApp({ clock, database: two });
});

afterAll(async () => {
  await first.close();
  await second.close();
  for (const handle of new Set(handles)) await handle.close();
  if (admin) {
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.end();
  }
});

const db = () => first.db;

const post = (app: FastifyInstance, user: SignedIn, url: string) =>
  app.inject({ method: 'POST', url, headers: bearer(user.accessToken) });

async function joinRoom(user: SignedIn, app = first): Promise<GroupDetail> {
  clock.advance(1000);
  const response = await post(app, user, '/api/group/rooms/join');
  expect(response.statusCode).toBe(200);
  return response.json<GroupDetail>();
}

/** Every room empty, numbered from 1, and as many of them as `count` (rooms are never deleted, only emptied). */
async function freshRooms(count: number): Promise<number[]> {
  await db()
    .delete(groupMemberships)
    .where(sql`${groupMemberships.groupId} in (select id from study_groups where room_number is not null)`);
  await db()
    .delete(studyGroups)
    .where(and(isNotNull(studyGroups.roomNumber), sql`room_number > ${count}`));
  const rooms = await db()
    .select({ id: studyGroups.id })
    .from(studyGroups)
    .where(isNotNull(studyGroups.roomNumber))
    .orderBy(studyGroups.roomNumber);
  expect(rooms).toHaveLength(count);
  return rooms.map((room) => room.id);
}

let seeded = 0;
/** Seats `count` learners made in SQL (signing 100 in through the API would take most of a minute). */
async function seatSeededLearners(roomId: number, count: number) {
  seeded += 1;
  const cohort = `rooms-${seeded}`;
  await db().execute(sql`
    insert into ${users} (email, email_verified, display_name)
    select 'seat-' || n || '@' || ${cohort} || '.example.com', true, '좌석 ' || n
    from generate_series(1, ${count}::int) n`);
  await db().execute(sql`
    insert into ${groupMemberships} (group_id, user_id, role)
    select ${roomId}::int, id, 'MEMBER' from ${users}
    where split_part(email, '@', 2) = ${cohort} || '.example.com'`);
}

const roomsOf = async (user: SignedIn) =>
  (await first.inject({ method: 'GET', url: '/api/group', headers: bearer(user.accessToken) })).json<{
    groups: { id: number; isRoom: boolean }[];
  }>().groups;

describe('study rooms', () => {
  it('seats learners in the lowest-numbered room with space, and a learner in a room keeps it', async () => {
    const [room1] = await freshRooms(1);
    const [a, b] = [await onboardedUser(first), await onboardedUser(first)];
    const joined = await joinRoom(a);
    expect(joined).toMatchObject({ id: room1, name: studyRoomName(1), isRoom: true, inviteCode: null });
    expect(await joinRoom(b)).toMatchObject({ id: room1, memberCount: 2 });
    // Joining again is the same room, not a second seat.
    expect(await joinRoom(a)).toMatchObject({ id: room1, memberCount: 2 });
    expect(await roomsOf(a)).toEqual([expect.objectContaining({ id: room1, isRoom: true })]);
  });

  it(`opens room 2 for the ${STUDY_ROOM_CAPACITY + 1}st learner, and fills a seat freed in room 1 first`, async () => {
    const [room1] = await freshRooms(1);
    if (room1 === undefined) throw new Error('no room 1');
    await seatSeededLearners(room1, STUDY_ROOM_CAPACITY - 1);
    const hundredth = await onboardedUser(first);
    expect(await joinRoom(hundredth)).toMatchObject({ id: room1, memberCount: STUDY_ROOM_CAPACITY });

    const next = await onboardedUser(first);
    const room2 = await joinRoom(next);
    expect(room2).toMatchObject({ name: studyRoomName(2), isRoom: true, memberCount: 1, myRole: 'MEMBER' });
    expect(room2.id).not.toBe(room1);

    // A seat freed in room 1 is the next one given, before room 2's.
    expect((await post(first, hundredth, `/api/group/${room1}/leave`)).statusCode).toBe(204);
    expect(await joinRoom(await onboardedUser(first))).toMatchObject({ id: room1 });
    // An emptied room stays, to be filled again.
    expect((await post(first, next, `/api/group/${room2.id}/leave`)).statusCode).toBe(204);
    expect(await joinRoom(await onboardedUser(first))).toMatchObject({ id: room2.id, memberCount: 1 });
  });

  it('moves a learner to another room with space, or a new one, never back into the same room', async () => {
    const [room1, room2] = await freshRooms(2);
    const [a, b] = [await onboardedUser(first), await onboardedUser(first)];
    expect((await joinRoom(a)).id).toBe(room1);

    const moved = await post(first, a, `/api/group/${room1}/switch-room`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<GroupDetail>()).toMatchObject({ id: room2, memberCount: 1, isRoom: true });
    expect(await roomsOf(a)).toEqual([expect.objectContaining({ id: room2 })]);

    // Room 1 has space again: the next learner gets it, and a move from room 2 goes back to it.
    expect((await joinRoom(b)).id).toBe(room1);
    const back = (await post(first, a, `/api/group/${room2}/switch-room`)).json<GroupDetail>();
    expect(back).toMatchObject({ id: room1, memberCount: 2 });

    // With every other room full, a move opens the next room.
    if (room2 === undefined) throw new Error('no room 2');
    await seatSeededLearners(room2, STUDY_ROOM_CAPACITY);
    const opened = (await post(first, a, `/api/group/${room1}/switch-room`)).json<GroupDetail>();
    expect(opened).toMatchObject({ name: studyRoomName(3), memberCount: 1 });
  });

  it('answers 404 for a move out of a room the learner is not in, a group with a code or no group', async () => {
    const [room1] = await freshRooms(1);
    const [a, stranger] = [await onboardedUser(first), await onboardedUser(first)];
    await joinRoom(a);
    const created = await first.inject({
      method: 'POST',
      url: '/api/group',
      headers: bearer(stranger.accessToken),
      payload: { name: '코드 그룹' },
    });
    const coded = created.json<GroupDetail>();
    for (const id of [room1, coded.id, 999_999]) {
      const refused = await post(first, stranger, `/api/group/${id}/switch-room`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: studyGroupMessages.notMyRoom });
    }
    // Nothing moved: the member is still in room 1, the stranger only in their own group.
    expect(await roomsOf(a)).toEqual([expect.objectContaining({ id: room1 })]);
    expect(await roomsOf(stranger)).toEqual([expect.objectContaining({ id: coded.id, isRoom: false })]);
  });

  it('gives the last seat to one of two learners joining at once on two instances, and a new room to the other', async () => {
    const [room1] = await freshRooms(1);
    if (room1 === undefined) throw new Error('no room 1');
    await seatSeededLearners(room1, STUDY_ROOM_CAPACITY - 1);
    const [a, b] = [await onboardedUser(first), await onboardedUser(first)];
    const answers = await Promise.all([
      post(first, a, '/api/group/rooms/join'),
      post(second, b, '/api/group/rooms/join'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rooms = answers.map((answer) => answer.json<GroupDetail>());
    expect(rooms.map((room) => room.name).sort()).toEqual([studyRoomName(1), studyRoomName(2)]);
    const counts = await db()
      .select({ roomNumber: studyGroups.roomNumber, members: sql<number>`count(*)::int` })
      .from(groupMemberships)
      .innerJoin(studyGroups, eq(studyGroups.id, groupMemberships.groupId))
      .where(isNotNull(studyGroups.roomNumber))
      .groupBy(studyGroups.roomNumber)
      .orderBy(studyGroups.roomNumber);
    expect(counts).toEqual([
      { roomNumber: 1, members: STUDY_ROOM_CAPACITY },
      { roomNumber: 2, members: 1 },
    ]);
  });
});

describe('the study_rooms migration', () => {
  it('splits the default group’s members into rooms of 100, longest-standing first', async () => {
    await freshRooms(1);
    // Back to the state before the migration: group 1 the default group, with 250 members.
    await db()
      .update(studyGroups)
      .set({ roomNumber: null, name: '몰입 스터디' })
      .where(eq(studyGroups.id, 1));
    await seatSeededLearners(1, 250);
    const [earliest] = await db()
      .select({ userId: groupMemberships.userId })
      .from(groupMemberships)
      .where(eq(groupMemberships.groupId, 1))
      .orderBy(groupMemberships.joinedAt, groupMemberships.userId)
      .limit(1);
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0022_study_rooms.sql'), 'utf8');
    // Its data move, after the column and index it adds (both already here).
    for (const statement of migration.split('--> statement-breakpoint').slice(2)) {
      await db().execute(sql.raw(statement));
    }
    const rooms = await db()
      .select({
        id: studyGroups.id,
        name: studyGroups.name,
        roomNumber: studyGroups.roomNumber,
        members: sql<number>`(select count(*)::int from group_memberships m where m.group_id = ${studyGroups.id})`,
      })
      .from(studyGroups)
      .where(isNotNull(studyGroups.roomNumber))
      .orderBy(studyGroups.roomNumber);
    expect(rooms.map(({ name, roomNumber, members }) => ({ name, roomNumber, members }))).toEqual([
      { name: studyRoomName(1), roomNumber: 1, members: 100 },
      { name: studyRoomName(2), roomNumber: 2, members: 100 },
      { name: studyRoomName(3), roomNumber: 3, members: 50 },
    ]);
    expect(rooms[0]?.id).toBe(1);
    const [stayed] = await db()
      .select()
      .from(groupMemberships)
      .where(and(eq(groupMemberships.groupId, 1), eq(groupMemberships.userId, earliest?.userId ?? '')));
    expect(stayed).toBeDefined();
  });
});
