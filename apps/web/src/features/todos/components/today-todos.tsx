import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';

/** "오늘의 할 일": one list per study plan; until a plan exists, the spec's empty text. */
export function TodayTodos() {
  return (
    <Section title="오늘의 할 일" id="today-todos">
      <EmptyState
        icon={<CalendarIcon />}
        title="오늘 할 일이 없어요"
        description="새 학습 계획을 추가하면 오늘 공부할 단원이 여기에 나타나요."
      />
    </Section>
  );
}
