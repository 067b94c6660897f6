import type { StudyPlanStatus } from '@molip/domain/study-plan';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { studyPlanKeys } from '@/entities/plans/study-plan-query-keys';
import { getStudyPlans } from './get-study-plans';

/**
 * `/study-plans`: every plan, optionally one status, PLANS_PAGE_SIZE at a time with "더 보기". Apart from the
 * dashboard's first page of active plans, so the dashboard's first load carries no infinite query.
 */
export const studyPlanPagesQueryOptions = (status: StudyPlanStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: studyPlanKeys.pages(status),
    queryFn: ({ pageParam }) => getStudyPlans({ status, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.pagination.hasMore ? last.pagination.offset + last.pagination.limit : undefined,
  });

export const useStudyPlanPages = (status: StudyPlanStatus | undefined) =>
  useInfiniteQuery(studyPlanPagesQueryOptions(status));
