ALTER TABLE "study_groups" ADD COLUMN "room_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "study_groups_room_number_key" ON "study_groups" USING btree ("room_number");--> statement-breakpoint
-- The default group (id 1) becomes room 1; its members past the first 100 (longest-standing first) move to rooms 2, 3, … of 100 each.
UPDATE "study_groups" SET "room_number" = 1, "name" = '몰입 스터디룸 1' WHERE "id" = 1;--> statement-breakpoint
INSERT INTO "study_groups" ("name", "room_number")
SELECT '몰입 스터디룸 ' || n, n
FROM generate_series(2, (SELECT ceil(count(*) / 100.0)::int FROM "group_memberships" WHERE "group_id" = 1)) AS n;--> statement-breakpoint
WITH "placed" AS (
  SELECT "user_id", (row_number() OVER (ORDER BY "joined_at", "user_id") - 1) / 100 + 1 AS "room"
  FROM "group_memberships" WHERE "group_id" = 1
)
UPDATE "group_memberships" AS m SET "group_id" = g."id"
FROM "placed" AS p JOIN "study_groups" AS g ON g."room_number" = p."room"
WHERE m."group_id" = 1 AND m."user_id" = p."user_id" AND p."room" > 1;
