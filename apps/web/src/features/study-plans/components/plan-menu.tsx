import type { StudyPlanDetail } from '@molip/domain/study-plan';
import { useState } from 'react';
import { BottomActionSheet, type SheetAction } from '@/components/ui/bottom-sheet';
import type { usePlanManagement } from '../hooks/use-plan-management';
import { confirmations, offeredConfirmations, type Confirmation } from './plan-actions';
import { PlanActionDialog } from './plan-action-dialog';
import { RenamePlanDialog } from './rename-plan-dialog';

type PlanMenuProps = {
  plan: StudyPlanDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  management: ReturnType<typeof usePlanManagement>;
};

/** The plan's "⋯" menu: renaming, and the actions its status allows, each confirmed in a dialog first. */
export function PlanMenu({ plan, open, onOpenChange, management }: PlanMenuProps) {
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [renaming, setRenaming] = useState(false);
  const texts = confirmations(plan.studyPlanName);
  const actions: SheetAction[] = [
    { id: 'rename', label: '이름 바꾸기', onSelect: () => setRenaming(true) },
    ...offeredConfirmations(plan.status).map((action) => ({
      id: action,
      label: texts[action].menuLabel,
      tone: texts[action].danger ? ('danger' as const) : ('default' as const),
      onSelect: () => setConfirming(action),
    })),
  ];
  return (
    <>
      <BottomActionSheet
        open={open}
        onOpenChange={onOpenChange}
        title={plan.studyPlanName}
        description="계획을 어떻게 할까요?"
        actions={actions}
      />
      <PlanActionDialog
        text={confirming ? texts[confirming] : null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) management.confirm(confirming, () => setConfirming(null));
        }}
        busy={management.busy}
      />
      <RenamePlanDialog
        open={renaming}
        onOpenChange={setRenaming}
        currentName={plan.studyPlanName}
        saving={management.updating}
        onSave={(title) => management.rename(title, () => setRenaming(false))}
      />
    </>
  );
}
