import { HomeIcon, UsersIcon } from '@/components/ui/icons';
import type { NavItem } from '@/components/ui/tab-bar';
import { paths } from '@/config/paths';

/** The phone's bottom tabs (on the dashboard and the study group), and the first items of the desktop's side navigation. */
export const mainTabs: NavItem[] = [
  { id: 'dashboard', label: '대시보드', icon: <HomeIcon size={22} />, to: paths.home },
  { id: 'study-group', label: '스터디 그룹', icon: <UsersIcon size={22} />, to: paths.studyGroup },
];
