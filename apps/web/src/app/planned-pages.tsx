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
    path: '/study-plan/:id',
    title: '학습 계획 상세',
    description: '계획의 진도, 남은 단원, 날짜별 할 일을 한눈에 보고 남은 일정을 다시 짤 수 있는 곳입니다.',
    backTo: paths.studyPlans,
  },
  {
    path: paths.studyPlans,
    title: '학습 계획',
    description: '진행 중이거나 마친 학습 계획을 모아 보고 새 계획을 만드는 곳입니다.',
    backTo: paths.home,
  },
  {
    path: paths.studyPlansCreate,
    title: '학습 계획 만들기',
    description: '계획에 사용할 교재, 강의 또는 문제집을 고르는 첫 단계입니다.',
    backTo: paths.home,
    step: { current: 1, total: 5 },
  },
  {
    path: paths.studyPlansDateSelection,
    title: '시작일 선택',
    description: '학습을 시작할 날짜를 정하는 단계입니다.',
    backTo: paths.studyPlansCreate,
    step: { current: 2, total: 5 },
  },
  {
    path: paths.studyPlansRestDays,
    title: '쉬는 날 선택',
    description: '공부하지 않을 날짜와 요일을 고르면 일정에서 빼고 계산합니다.',
    backTo: paths.studyPlansDateSelection,
    step: { current: 3, total: 5 },
  },
  {
    path: paths.studyPlansSpeedSelection,
    title: '학습 속도 선택',
    description: '하루에 공부할 단원 수를 1개에서 10개 사이로 정하는 단계입니다.',
    backTo: paths.studyPlansRestDays,
    step: { current: 4, total: 5 },
  },
  {
    path: paths.studyPlansBufferDaySelection,
    title: '여유일 설정',
    description: '며칠마다 밀린 분량을 따라잡을 여유일을 넣을지 정하는 마지막 단계입니다.',
    backTo: paths.studyPlansSpeedSelection,
    step: { current: 5, total: 5 },
  },
  {
    path: paths.learningContentCreate,
    title: '학습 콘텐츠 등록',
    description: '교재·강의·문제집의 제목, 분류, 종류를 입력하는 첫 단계입니다.',
    backTo: paths.studyPlansCreate,
  },
  {
    path: paths.learningContentStructure,
    title: '단원 구성',
    description: '목차를 최대 5단계까지 단원으로 나누는 단계입니다. 단원은 하나 이상 있어야 합니다.',
    backTo: paths.learningContentCreate,
  },
  {
    path: paths.admin,
    title: '관리자 대시보드',
    description: '가입한 사용자, 약관 버전과 서비스 현황을 관리하는 곳입니다.',
    backTo: paths.home,
  },
];
