import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PlannedRoute } from './planned';

function ContentSelectionPage({ contentId }: { contentId: string | undefined }) {
  return (
    <PlannedRoute
      page={{
        path: paths.studyPlansContentSelection,
        title: '공부할 단원 선택',
        description: contentId
          ? '선택한 학습 콘텐츠의 목차에서 계획에 넣을 단원을 고르는 단계입니다.'
          : '학습 콘텐츠를 먼저 고른 뒤, 목차에서 계획에 넣을 단원을 고르는 단계입니다.',
        backTo: paths.studyPlansCreate,
        step: { current: 1, total: 5 },
      }}
    />
  );
}

/** `/study-plans/create/content-selection/{contentId?}`: the optional id is passed as a prop (spec §2). */
export function ContentSelectionRoute() {
  const { contentId } = useParams();
  return <ContentSelectionPage contentId={contentId} />;
}
