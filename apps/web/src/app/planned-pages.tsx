import { paths } from '@/config/paths';

/**
 * Routes whose features arrive with later issues. Each renders the real page frame with its Korean
 * title, a back button and a description of what the page is for — never made-up data.
 */
export type PlannedPage = {
  path: string;
  title: string;
  description: string;
  backTo: string;
  step?: { current: number; total: number };
  showTabs?: boolean;
};

export const plannedPages: PlannedPage[] = [
  {
    path: paths.studyGroup,
    title: '스터디 그룹',
    description: '함께 공부하는 멤버들의 공부 시간과 완료한 할 일을 주간·월간 순위로 보여주는 곳입니다.',
    backTo: paths.home,
    showTabs: true,
  },
  {
    path: paths.admin,
    title: '관리자 대시보드',
    description: '가입한 사용자, 약관 버전과 서비스 현황을 관리하는 곳입니다.',
    backTo: paths.home,
  },
];
