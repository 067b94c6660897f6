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
    path: paths.admin,
    title: '관리자 대시보드',
    description: '가입한 사용자, 약관 버전과 서비스 현황을 관리하는 곳입니다.',
    backTo: paths.home,
  },
];
