import { PLANS_PAGE_SIZE } from '@molip/domain/constants';
import { studyPlanList, type StudyPlanStatus } from '@molip/domain/study-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studyPlanKeys } from '@/entities/plans/study-plan-query-keys';

type PlanListParams = { status?: StudyPlanStatus | undefined; limit?: number; offset?: number };

export const getStudyPlans = ({ status, limit = PLANS_PAGE_SIZE, offset = 0 }: PlanListParams) =>
  api.get('/study-plans', studyPlanList, { query: { me: true, status, limit, offset } });

/** The dashboard strip: in-progress (ACTIVE) plans, first page. */
export const activeStudyPlansQueryOptions = () =>
  queryOptions({
    queryKey: studyPlanKeys.activeList(),
    queryFn: () => getStudyPlans({ status: 'ACTIVE' }),
  });

export const useActiveStudyPlans = () => useQuery(activeStudyPlansQueryOptions());
