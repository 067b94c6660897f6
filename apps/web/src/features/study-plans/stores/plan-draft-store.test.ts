import { beforeEach, describe, expect, it } from 'vitest';
import { effectiveStartDate, previewDraft, toPlanRequest, usePlanDraftStore } from './plan-draft-store';

const content = { id: '6f1c1c9e-0a4b-4f0e-9a55-0d3c2a7b9c01', title: '수학', author: '저자' };
const units = ['a', 'b', 'c'].map((id, index) => ({ id, shortTitle: `1.${index + 1}`, title: id }));

describe('plan draft store', () => {
  beforeEach(() => usePlanDraftStore.getState().reset());

  it('starts with speed 1, no buffer days and today as the start', () => {
    const draft = usePlanDraftStore.getState();
    expect(draft.studySpeed).toBe(1);
    expect(draft.bufferDayInterval).toBe(0);
    expect(effectiveStartDate(draft, '2026-03-02')).toBe('2026-03-02');
    expect(toPlanRequest(draft, '2026-03-02')).toBeNull();
  });

  it('ignores duplicate rest days: a second tap on a day removes it', () => {
    const { toggleRestDay } = usePlanDraftStore.getState();
    toggleRestDay('2026-03-05');
    toggleRestDay('2026-03-04');
    expect(usePlanDraftStore.getState().restDays).toEqual(['2026-03-04', '2026-03-05']);
    toggleRestDay('2026-03-05');
    expect(usePlanDraftStore.getState().restDays).toEqual(['2026-03-04']);
  });

  it('clamps the speed to 1–10 and forgets units when another content is picked', () => {
    const store = usePlanDraftStore.getState();
    store.setStudySpeed(14);
    expect(usePlanDraftStore.getState().studySpeed).toBe(10);
    store.setStudySpeed(0);
    expect(usePlanDraftStore.getState().studySpeed).toBe(1);
    store.selectContent(content);
    store.setSelectedUnits(units);
    store.selectContent(content);
    expect(usePlanDraftStore.getState().selectedUnits).toHaveLength(3);
    store.selectContent({ ...content, id: 'other' });
    expect(usePlanDraftStore.getState().selectedUnits).toEqual([]);
  });

  it('persists to session storage so a reload keeps the draft', async () => {
    const store = usePlanDraftStore.getState();
    store.selectContent(content);
    store.setSelectedUnits(units);
    store.setStartDate('2026-03-03');
    const saved = sessionStorage.getItem('molip-plan-draft') ?? '{}';
    expect(JSON.parse(saved).state).toMatchObject({ startDate: '2026-03-03', selectedContent: content });
    // A reload: memory starts empty, then the persisted draft is read back.
    usePlanDraftStore.setState({ selectedUnits: [], startDate: null });
    sessionStorage.setItem('molip-plan-draft', saved);
    await usePlanDraftStore.persist.rehydrate();
    expect(usePlanDraftStore.getState().startDate).toBe('2026-03-03');
    expect(usePlanDraftStore.getState().selectedUnits).toEqual(units);
    expect(localStorage.getItem('molip-plan-draft')).toBeNull();
  });

  it('builds the request and previews with the shared scheduler; a past start moves to today', () => {
    const store = usePlanDraftStore.getState();
    store.selectContent(content);
    store.setSelectedUnits(units);
    store.setStartDate('2026-03-01');
    store.setStudySpeed(2);
    store.setBufferDayInterval(1);
    const draft = usePlanDraftStore.getState();
    expect(toPlanRequest(draft, '2026-03-02')).toEqual({
      learningContentId: content.id,
      contentUnitIds: ['a', 'b', 'c'],
      startDate: '2026-03-02',
      restDays: [],
      restWeekdays: [],
      studySpeed: 2,
      bufferDayInterval: 1,
    });
    const preview = previewDraft(draft, '2026-03-02');
    expect(preview.ok && preview.value.days.map((day) => day.kind)).toEqual([
      'STUDY',
      'BUFFER',
      'STUDY',
      'BUFFER',
    ]);
  });

  it('spreads by volume once a daily volume is set, and by units again without it', () => {
    const store = usePlanDraftStore.getState();
    store.selectContent(content);
    store.setSelectedUnits(units.map((unit, index) => ({ ...unit, volume: [10, 15, 40][index] })));
    store.setDailyVolume(25);
    const draft = usePlanDraftStore.getState();
    expect(toPlanRequest(draft, '2026-03-02')).toMatchObject({ studySpeed: 1, dailyVolume: 25 });
    const preview = previewDraft(draft, '2026-03-02');
    expect(preview.ok && preview.value.days.map((day) => day.unitIds)).toEqual([['a', 'b'], ['c']]);

    store.setDailyVolume(null);
    expect(toPlanRequest(usePlanDraftStore.getState(), '2026-03-02')).not.toHaveProperty('dailyVolume');
    store.setDailyVolume(25);
    store.selectContent({ ...content, id: 'other' });
    expect(usePlanDraftStore.getState().dailyVolume).toBeNull();
  });

  it('sends spaced review only when chosen, its daily limit kept within 1–10', () => {
    const store = usePlanDraftStore.getState();
    store.selectContent(content);
    store.setSelectedUnits(units);
    expect(usePlanDraftStore.getState().reviewsPerDay).toBeNull();
    expect(toPlanRequest(usePlanDraftStore.getState(), '2026-03-02')).not.toHaveProperty('reviewsPerDay');
    store.setReviewsPerDay(14);
    expect(toPlanRequest(usePlanDraftStore.getState(), '2026-03-02')).toMatchObject({ reviewsPerDay: 10 });
    store.setReviewsPerDay(0);
    expect(usePlanDraftStore.getState().reviewsPerDay).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('molip-plan-draft') ?? '{}').state.reviewsPerDay).toBe(1);
  });
});
