import { beforeEach, describe, expect, it } from 'vitest';
import { learningContentSummary } from '@/testing/learning-content';
import { emptyMetadata, useContentDraftStore } from './content-draft-store';

describe('content draft store', () => {
  beforeEach(() => useContentDraftStore.getState().reset());

  it('keeps the content just registered through a reload, with the draft started over', async () => {
    const store = useContentDraftStore.getState();
    store.setMetadata({ ...emptyMetadata, title: '수학 상', category: '수학' });
    const created = learningContentSummary({ title: '수학 상' });
    store.setCreated(created);
    const saved = sessionStorage.getItem('molip-content-draft') ?? '{}';
    // A reload: memory starts empty, then the persisted draft is read back.
    useContentDraftStore.setState({ created: null });
    sessionStorage.setItem('molip-content-draft', saved);
    await useContentDraftStore.persist.rehydrate();
    expect(useContentDraftStore.getState().created).toEqual(created);
    expect(useContentDraftStore.getState().metadata).toEqual(emptyMetadata);
  });

  it('leaves the completion page behind once another content is started', () => {
    const store = useContentDraftStore.getState();
    store.setCreated(learningContentSummary({ title: '수학 상' }));
    store.setMetadata({ ...emptyMetadata, title: '영어', category: '영어' });
    expect(useContentDraftStore.getState().created).toBeNull();
  });
});
