import { studyPlanDetail } from '@molip/domain/study-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studyPlanKeys } from '@/entities/plans/study-plan-query-keys';

export const getStudyPlan = (id: string) =>
  api.get(`/study-plans/${encodeURIComponent(id)}`, studyPlanDetail);

export const studyPlanQueryOptions = (id: string) =>
  queryOptions({ queryKey: studyPlanKeys.detail(id), queryFn: () => getStudyPlan(id) });

export const useStudyPlan = (id: string) => useQuery(studyPlanQueryOptions(id));
