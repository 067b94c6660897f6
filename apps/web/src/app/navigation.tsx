import { HomeIcon, UsersIcon } from '@/components/ui/icons';
import type { TabItem } from '@/components/ui/tab-bar';
import { paths } from '@/config/paths';

/** The main bottom tabs, shown on the dashboard: dashboard and study group. */
export const mainTabs: TabItem[] = [
  { id: 'dashboard', label: '대시보드', icon: <HomeIcon size={22} />, to: paths.home },
  { id: 'study-group', label: '스터디 그룹', icon: <UsersIcon size={22} />, to: paths.studyGroup },
];
