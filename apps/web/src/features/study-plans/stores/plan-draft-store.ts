import { compareDates } from '@molip/domain/calendar-date';
import {
  BUFFER_INTERVAL_MAX,
  DAILY_VOLUME_MAX,
  STUDY_SPEED_DEFAULT,
  STUDY_SPEED_MAX,
  STUDY_SPEED_MIN,
} from '@molip/domain/constants';
import {
  REVIEW_MINUTES_MAX,
  REVIEW_MINUTES_MIN,
  REVIEWS_PER_DAY_MAX,
  REVIEWS_PER_DAY_MIN,
  TARGET_RETENTION_DEFAULT_PERCENT,
  TARGET_RETENTION_MAX_PERCENT,
  TARGET_RETENTION_MIN_PERCENT,
} from '@molip/domain/review';
import { scheduleStudyPlan, type ScheduleResult, type StudySchedule } from '@molip/domain/schedule';
import type { ContentType } from '@molip/domain/content-type';
import type { StudyPlanDraft } from '@molip/domain/study-plan';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** `type` names what a unit's volume counts; a draft kept from before it was recorded has none. */
export type DraftContent = { id: string; title: string; author: string; type?: ContentType | undefined };
/** A selected leaf unit, kept with its labels and volume so every step can preview without refetching. */
export type DraftUnit = { id: string; shortTitle: string; title: string; volume?: number | undefined };

export const wizardSteps = ['content', 'date', 'restDays', 'speed', 'buffer'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** What the plan wizard collects across its steps (the estimated end is derived, not stored). */
export type PlanDraftFields = {
  title: string;
  selectedContent: DraftContent | null;
  selectedUnits: DraftUnit[];
  /** Null until the learner picks one: the wizard shows their today (it changes at midnight). */
  startDate: string | null;
  restDays: string[];
  restWeekdays: number[];
  studySpeed: number;
  /** Pages, minutes or problems a day when the plan is spread by volume; null spreads `studySpeed` units. */
  dailyVolume: number | null;
  bufferDayInterval: number;
  /** Spaced review's daily limit; null: the plan brings no unit back for review. */
  reviewsPerDay: number | null;
  /** 목표 기억률 in percent, asked while review is on; a draft kept from before it was asked has none. */
  targetRetentionPercent?: number | undefined;
  /** A day's review time in minutes; null: only the count limits a day. */
  reviewMinutesPerDay?: number | null | undefined;
  step: WizardStep;
};

type PlanDraftActions = {
  selectContent: (content: DraftContent) => void;
  setSelectedUnits: (units: DraftUnit[]) => void;
  setTitle: (title: string) => void;
  setStartDate: (date: string) => void;
  toggleRestDay: (date: string) => void;
  toggleRestWeekday: (weekday: number) => void;
  clearRestDays: () => void;
  setStudySpeed: (speed: number) => void;
  setDailyVolume: (volume: number | null) => void;
  setBufferDayInterval: (interval: number) => void;
  setReviewsPerDay: (reviewsPerDay: number | null) => void;
  setTargetRetentionPercent: (percent: number) => void;
  setReviewMinutesPerDay: (minutes: number | null) => void;
  setStep: (step: WizardStep) => void;
  /** Drops a content that turned out not to exist, with its units; the other settings stay. */
  forgetContent: () => void;
  reset: () => void;
};

export const initialPlanDraft: PlanDraftFields = {
  title: '',
  selectedContent: null,
  selectedUnits: [],
  startDate: null,
  restDays: [],
  restWeekdays: [],
  studySpeed: STUDY_SPEED_DEFAULT,
  dailyVolume: null,
  bufferDayInterval: 0,
  reviewsPerDay: null,
  targetRetentionPercent: TARGET_RETENTION_DEFAULT_PERCENT,
  reviewMinutesPerDay: null,
  step: 'content',
};

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

/**
 * The wizard's draft, persisted to session storage so a reload (or a detour to create a content) keeps it.
 * It is not the auth store: nothing here outlives the tab.
 */
export const usePlanDraftStore = create<PlanDraftFields & PlanDraftActions>()(
  persist(
    (set) => ({
      ...initialPlanDraft,
      selectContent: (content) =>
        set((state) =>
          // Another content's units mean nothing for this one, so the selection starts over.
          state.selectedContent?.id === content.id
            ? { selectedContent: content }
            : { selectedContent: content, selectedUnits: [], dailyVolume: null },
        ),
      setSelectedUnits: (selectedUnits) => set({ selectedUnits }),
      setTitle: (title) => set({ title }),
      setStartDate: (startDate) =>
        // Rest days before the new start can no longer matter.
        set((state) => ({
          startDate,
          restDays: state.restDays.filter((day) => compareDates(day, startDate) >= 0),
        })),
      toggleRestDay: (date) =>
        set((state) => ({
          // One entry per calendar day: toggling a chosen day removes it, never adds it twice.
          restDays: state.restDays.includes(date)
            ? state.restDays.filter((day) => day !== date)
            : [...new Set([...state.restDays, date])].sort(compareDates),
        })),
      toggleRestWeekday: (weekday) =>
        set((state) => ({
          restWeekdays: state.restWeekdays.includes(weekday)
            ? state.restWeekdays.filter((day) => day !== weekday)
            : [...state.restWeekdays, weekday].sort((a, b) => a - b),
        })),
      clearRestDays: () => set({ restDays: [], restWeekdays: [] }),
      setStudySpeed: (speed) => set({ studySpeed: clamp(speed, STUDY_SPEED_MIN, STUDY_SPEED_MAX) }),
      setDailyVolume: (volume) =>
        set({ dailyVolume: volume === null ? null : clamp(volume, 1, DAILY_VOLUME_MAX) }),
      setBufferDayInterval: (interval) => set({ bufferDayInterval: clamp(interval, 0, BUFFER_INTERVAL_MAX) }),
      setReviewsPerDay: (reviewsPerDay) =>
        set({
          reviewsPerDay:
            reviewsPerDay === null ? null : clamp(reviewsPerDay, REVIEWS_PER_DAY_MIN, REVIEWS_PER_DAY_MAX),
        }),
      setTargetRetentionPercent: (percent) =>
        set({
          targetRetentionPercent: clamp(percent, TARGET_RETENTION_MIN_PERCENT, TARGET_RETENTION_MAX_PERCENT),
        }),
      setReviewMinutesPerDay: (minutes) =>
        set({
          reviewMinutesPerDay:
            minutes === null ? null : clamp(minutes, REVIEW_MINUTES_MIN, REVIEW_MINUTES_MAX),
        }),
      setStep: (step) => set({ step }),
      forgetContent: () =>
        set({ selectedContent: null, selectedUnits: [], dailyVolume: null, step: 'content' }),
      reset: () => set(initialPlanDraft),
    }),
    {
      name: 'molip-plan-draft',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): PlanDraftFields => ({
        title: state.title,
        selectedContent: state.selectedContent,
        selectedUnits: state.selectedUnits,
        startDate: state.startDate,
        restDays: state.restDays,
        restWeekdays: state.restWeekdays,
        studySpeed: state.studySpeed,
        dailyVolume: state.dailyVolume,
        bufferDayInterval: state.bufferDayInterval,
        reviewsPerDay: state.reviewsPerDay,
        targetRetentionPercent: state.targetRetentionPercent,
        reviewMinutesPerDay: state.reviewMinutesPerDay,
        step: state.step,
      }),
    },
  ),
);

/** The start date in effect: the chosen one, or today when none was chosen or a kept draft's day has passed. */
export function effectiveStartDate(draft: Pick<PlanDraftFields, 'startDate'>, today: string): string {
  return draft.startDate !== null && compareDates(draft.startDate, today) >= 0 ? draft.startDate : today;
}

/** Which rest weekdays would leave no study day at all (the scheduler refuses all seven). */
export function canRestOnWeekday(draft: Pick<PlanDraftFields, 'restWeekdays'>, weekday: number): boolean {
  return draft.restWeekdays.includes(weekday) || draft.restWeekdays.length < 6;
}

/** The body of `POST /api/study-plans` (and its preview), or null while content or units are missing. */
export function toPlanRequest(draft: PlanDraftFields, today: string): StudyPlanDraft | null {
  if (!draft.selectedContent || draft.selectedUnits.length === 0) return null;
  const title = draft.title.trim();
  return {
    ...(title ? { title } : {}),
    learningContentId: draft.selectedContent.id,
    contentUnitIds: draft.selectedUnits.map((unit) => unit.id),
    startDate: effectiveStartDate(draft, today),
    restDays: draft.restDays,
    restWeekdays: draft.restWeekdays,
    studySpeed: draft.studySpeed,
    ...(draft.dailyVolume === null ? {} : { dailyVolume: draft.dailyVolume }),
    bufferDayInterval: draft.bufferDayInterval,
    ...(draft.reviewsPerDay === null
      ? {}
      : {
          reviewsPerDay: draft.reviewsPerDay,
          targetRetentionPercent: draft.targetRetentionPercent ?? TARGET_RETENTION_DEFAULT_PERCENT,
          reviewMinutesPerDay: draft.reviewMinutesPerDay ?? null,
        }),
  };
}

/** The instant preview: the same scheduler the server runs, on the draft as it stands. */
export function previewDraft(draft: PlanDraftFields, today: string): ScheduleResult<StudySchedule> {
  return scheduleStudyPlan({
    units: draft.selectedUnits,
    startDate: effectiveStartDate(draft, today),
    restDates: draft.restDays,
    restWeekdays: draft.restWeekdays,
    studySpeed: draft.studySpeed,
    dailyVolume: draft.dailyVolume,
    bufferDayInterval: draft.bufferDayInterval,
  });
}
