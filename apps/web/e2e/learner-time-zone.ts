import { zoneNearestNoon } from '../../../scripts/zone-nearest-noon.ts';

/*
 * The learner's time zone in the journeys. Not the server's default (Asia/Seoul), so the journeys also
 * see the client report its own; and one where it is now near midday, so no journey meets the end of a
 * study day (a quick start at 23:26 gets a 34-minute block, not 40). Chosen once per run: the config
 * sets it in the environment before Playwright starts its workers, which load this file again.
 */

process.env.MOLIP_E2E_TIME_ZONE ??= zoneNearestNoon(new Date());

export const LEARNER_TIME_ZONE: string = process.env.MOLIP_E2E_TIME_ZONE;

const canonicalZone = (timeZone: string): string =>
  new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;

/** Whether a zone the browser reported is the learner's: Chromium may name Asia/Kolkata "Asia/Calcutta". */
export const isLearnerZone = (timeZone: string): boolean =>
  canonicalZone(timeZone) === canonicalZone(LEARNER_TIME_ZONE);

const offset =
  new Intl.DateTimeFormat('ko-KR', { timeZone: LEARNER_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/** How the app names the zone: in Korean words, then its offset, e.g. "베를린 (GMT+1)". */
export const LEARNER_ZONE_LABEL = new RegExp(`[가-힣][가-힣 ]* \\(${offset.replace('+', '\\+')}\\)`);
