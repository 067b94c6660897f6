import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePlanDraftStore } from '../stores/plan-draft-store';
import { useRememberWizardStep } from './use-remember-wizard-step';

describe('useRememberWizardStep', () => {
  beforeEach(() => usePlanDraftStore.getState().reset());

  it('saves the step being shown, also when the learner went back to it', () => {
    usePlanDraftStore.getState().setStep('speed');
    renderHook(() => useRememberWizardStep('date', true));
    expect(usePlanDraftStore.getState().step).toBe('date');
  });

  it('leaves the draft alone while the step only redirects', () => {
    renderHook(() => useRememberWizardStep('buffer', false));
    expect(usePlanDraftStore.getState().step).toBe('content');
  });
});
