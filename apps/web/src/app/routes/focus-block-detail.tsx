import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PlannedRoute } from './planned';

function FocusBlockDetailPage({ id }: { id: string }) {
  return (
    <PlannedRoute
      page={{
        path: paths.focusBlock(id),
        title: '집중 블록 기록',
        description: '이 집중 블록에서 계획한 할 일, 완료한 할 일과 할 일별 집중 시간을 보여주는 곳입니다.',
        backTo: paths.focusSessionCurrent,
      }}
    />
  );
}

/** `/focus-block/{id}`: the block id is passed as a prop (spec §2). */
export function FocusBlockDetailRoute() {
  const { id = '' } = useParams();
  return <FocusBlockDetailPage id={id} />;
}
