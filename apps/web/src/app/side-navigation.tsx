import { BookIcon, ChartIcon, UserIcon } from '@/components/ui/icons';
import { SideNav } from '@/components/ui/side-nav';
import type { NavItem } from '@/components/ui/tab-bar';
import { paths } from '@/config/paths';
import { mainTabs } from './navigation';

/** The desktop's destinations: the phone's tabs, then what a phone reaches from its pages. */
const sideDestinations: NavItem[] = [
  ...mainTabs,
  { id: 'study-plans', label: '학습 계획', icon: <BookIcon size={22} />, to: paths.studyPlans },
  { id: 'statistics', label: '학습 통계', icon: <ChartIcon size={22} />, to: paths.statistics },
  { id: 'my-page', label: '마이페이지', icon: <UserIcon size={22} />, to: paths.myPage },
];

/** The side navigation of a desktop-wide window, loaded by the app shell only there. */
export function SideNavigation() {
  return <SideNav items={sideDestinations} />;
}
