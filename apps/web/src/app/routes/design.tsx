import { alertTitles } from '@/components/ui/alerts-store';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { alertStyles, alertVariants, useAlertsStore } from '@/components/ui/alerts-store';
import { Avatar, avatarPresences, avatarSizes } from '@/components/ui/avatar';
import { BottomActionSheet } from '@/components/ui/bottom-sheet';
import { Button, buttonSizes, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import {
  BookIcon,
  CalendarIcon,
  ClockIcon,
  HomeIcon,
  PlusIcon,
  TargetIcon,
  UserIcon,
  UsersIcon,
} from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { List } from '@/components/ui/list';
import { Modal } from '@/components/ui/modal';
import { PageLayout } from '@/components/ui/page-layout';
import { ProgressBar, progressSizes, progressVariants } from '@/components/ui/progress-bar';
import { Section } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { TabBar, type NavItem } from '@/components/ui/tab-bar';
import { paths } from '@/config/paths';
import { mainTabs } from '../navigation';

const sampleTabs: NavItem[] = [
  { id: 'home', label: '대시보드', icon: <HomeIcon size={22} />, to: paths.home },
  { id: 'group', label: '스터디 그룹', icon: <UsersIcon size={22} />, to: paths.studyGroup },
  { id: 'plans', label: '학습 계획', icon: <BookIcon size={22} />, to: paths.studyPlans },
  { id: 'focus', label: '집중', icon: <ClockIcon size={22} />, to: paths.focusSessionCreate },
  { id: 'me', label: '마이', icon: <UserIcon size={22} />, to: paths.myPage },
];

const swatches = [
  ['primary', 'bg-primary'],
  ['primary-soft', 'bg-primary-soft'],
  ['accent', 'bg-accent'],
  ['accent-soft', 'bg-accent-soft'],
  ['success', 'bg-success'],
  ['warning', 'bg-warning'],
  ['danger', 'bg-danger'],
  ['info', 'bg-info'],
  ['surface', 'bg-surface'],
  ['surface-muted', 'bg-surface-muted'],
  ['ink', 'bg-ink'],
  ['line', 'bg-line'],
] as const;

function Row({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className="flex flex-col gap-2">
      {label ? <p className="text-xs font-semibold tracking-wide text-ink-subtle">{label}</p> : null}
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}

/** `/design`: every shared widget with each variant, size and state, to compare them side by side. */
export function DesignRoute() {
  const [checked, setChecked] = useState(true);
  const [unchecked, setUnchecked] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [strictModalOpen, setStrictModalOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [name, setName] = useState('');
  const showAlert = useAlertsStore((state) => state.show);
  const clearAlerts = useAlertsStore((state) => state.clear);
  const clearVariant = useAlertsStore((state) => state.clearVariant);

  return (
    <PageLayout title="디자인 시스템" backTo={paths.home} tabs={mainTabs}>
      <p className="text-sm text-ink-muted">몰입의 공용 위젯을 모든 변형과 상태로 모아 둔 화면이에요.</p>

      <Section title="색상">
        <div className="grid grid-cols-4 gap-2">
          {swatches.map(([label, className]) => (
            <div key={label} className="flex flex-col items-center gap-1">
              <span className={`h-10 w-full rounded-xl border border-line ${className}`} />
              <span className="text-[0.6875rem] text-ink-muted">{label}</span>
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-1 rounded-card bg-surface p-4">
          <p className="text-display text-ink">몰입 디스플레이</p>
          <p className="text-xl font-bold text-ink">제목 20 굵게</p>
          <p className="text-base text-ink">본문 16 — 오늘 공부할 단원을 확인하세요.</p>
          <p className="text-sm text-ink-muted">보조 14 — 마지막 학습 3시간 전</p>
        </div>
      </Section>

      <Section title="버튼">
        {buttonVariants.map((variant) => (
          <Row key={variant} label={variant}>
            {buttonSizes.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {size === 'sm' ? '작게' : size === 'md' ? '보통' : '크게'}
              </Button>
            ))}
          </Row>
        ))}
        <Row label="states">
          <Button loading loadingText="로그인 중...">
            로그인
          </Button>
          <Button disabled>비활성</Button>
          <Button variant="secondary" icon={<PlusIcon size={18} />}>
            아이콘
          </Button>
        </Row>
        <Button fullWidth size="lg">
          전체 너비 버튼
        </Button>
      </Section>

      <Section title="입력">
        <Input
          label="사용자명"
          placeholder="2~20자로 입력해 주세요"
          value={name}
          onChange={(event) => setName(event.target.value)}
          hint="영문, 숫자, 한글, 밑줄(_), 점(.)을 쓸 수 있어요."
        />
        <Input label="오류 상태" defaultValue="a" error="사용자명은 2자 이상이어야 해요." />
        <Input label="비활성 상태" defaultValue="변경할 수 없음" disabled />
      </Section>

      <Section title="체크박스">
        <Checkbox
          checked={checked}
          onCheckedChange={setChecked}
          label="선택됨"
          description="설명이 있는 체크박스"
        />
        <Checkbox checked={unchecked} onCheckedChange={setUnchecked} label="선택 안 됨" />
        <Checkbox checked={false} onCheckedChange={() => undefined} label="비활성" disabled />
        <Checkbox checked={checked} onCheckedChange={setChecked} size="lg" label="큰 체크박스 (전체 동의)" />
      </Section>

      <Section title="알림">
        {alertStyles.map((alertStyle) => (
          <Row key={alertStyle} label={alertStyle}>
            <div className="flex w-full flex-col gap-2">
              {alertVariants.map((variant) => (
                <Alert
                  key={variant}
                  variant={variant}
                  alertStyle={alertStyle}
                  title={alertTitles[variant].default}
                  description="알림 설명 문장이에요."
                  closable
                  onClose={() => undefined}
                />
              ))}
            </div>
          </Row>
        ))}
        <Row label="global stack">
          {alertVariants.map((variant) => (
            <Button
              key={variant}
              size="sm"
              variant="outline"
              onClick={() => showAlert({ variant, description: '3초 뒤 사라져요.' })}
            >
              {variant}
            </Button>
          ))}
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              showAlert({ variant: 'info', description: '직접 닫을 때까지 남아요.', duration: 0 })
            }
          >
            고정
          </Button>
          <Button size="sm" variant="ghost" onClick={() => clearVariant('error')}>
            오류만 지우기
          </Button>
          <Button size="sm" variant="ghost" onClick={clearAlerts}>
            모두 지우기
          </Button>
        </Row>
      </Section>

      <Section title="모달">
        <Row>
          <Button variant="secondary" onClick={() => setModalOpen(true)}>
            모달 열기
          </Button>
          <Button variant="outline" onClick={() => setStrictModalOpen(true)}>
            닫을 수 없는 모달
          </Button>
        </Row>
        <Modal
          open={modalOpen}
          onOpenChange={setModalOpen}
          title="모달 제목"
          description="배경을 누르거나 Esc 키로 닫을 수 있어요."
          footer={
            <Button fullWidth onClick={() => setModalOpen(false)}>
              확인
            </Button>
          }
        >
          <p className="text-sm text-ink-muted">포커스는 모달 안에 머물고, 닫히면 연 버튼으로 돌아가요.</p>
        </Modal>
        <Modal
          open={strictModalOpen}
          dismissible={false}
          title="필수 단계"
          description="배경과 Esc 키로는 닫히지 않아요."
          footer={
            <Button fullWidth onClick={() => setStrictModalOpen(false)}>
              완료
            </Button>
          }
        />
      </Section>

      <Section title="카드">
        <Card title="기본 카드" subtitle="부제목">
          <p className="text-sm text-ink-muted">카드 본문 내용이에요.</p>
        </Card>
        <Card
          variant="horizontal"
          media={<BookIcon />}
          title="가로형 카드"
          subtitle="아이콘과 함께 한 줄로"
        />
        <div className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-1">
          <Card
            variant="small"
            title="작은 카드"
            subtitle="저자 이름"
            footer={<ProgressBar value={40} label="작은 카드 진행률" size="sm" showValue />}
          />
          <Card
            variant="small"
            title="눌러지는 카드"
            subtitle="버튼으로 동작"
            onClick={() => showAlert({ variant: 'info', description: '카드를 눌렀어요.' })}
            footer={
              <ProgressBar value={75} label="눌러지는 카드 진행률" size="sm" variant="secondary" showValue />
            }
          />
        </div>
      </Section>

      <Section title="리스트">
        <List
          aria-label="예시 리스트"
          items={[
            { id: 'a', title: '정보만 있는 행', description: '설명 문장', leading: <CalendarIcon /> },
            {
              id: 'b',
              title: '이동하는 행',
              leading: <TargetIcon />,
              href: paths.myPage,
              trailing: '마이페이지',
            },
            { id: 'c', title: '누르는 행', leading: <ClockIcon />, onSelect: () => setSheetOpen(true) },
            { id: 'd', title: '비활성 행', leading: <UserIcon />, onSelect: () => undefined, disabled: true },
          ]}
        />
      </Section>

      <Section title="바텀 액션 시트">
        <Button variant="secondary" onClick={() => setSheetOpen(true)}>
          액션 시트 열기
        </Button>
        <BottomActionSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          title="1.2 함수의 극한"
          actions={[
            { id: 'postpone', label: '내일로 미루기', onSelect: () => undefined },
            { id: 'skip', label: '건너뛰기', onSelect: () => undefined },
            { id: 'reset', label: '미완료로 되돌리기', onSelect: () => undefined, tone: 'danger' },
          ]}
        />
      </Section>

      <Section title="아바타">
        <Row label="image · initial · icon">
          <Avatar
            name="김몰입"
            src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Crect width='10' height='10' fill='%230c7f77'/%3E%3Ccircle cx='5' cy='4' r='2' fill='%23fff'/%3E%3C/svg%3E"
            size="large"
          />
          <Avatar name="김몰입" mode="initial" size="large" />
          <Avatar name="김몰입" mode="icon" size="large" />
        </Row>
        <Row label="sizes">
          {avatarSizes.map((size) => (
            <Avatar key={size} name="Molip" mode="initial" size={size} />
          ))}
        </Row>
        <Row label="presence">
          {avatarPresences.map((presence) => (
            <Avatar key={presence} name="이집중" mode="initial" size="large" presence={presence} />
          ))}
        </Row>
      </Section>

      <Section title="진행률">
        {progressSizes.map((size) => (
          <ProgressBar key={size} value={60} size={size} label={`크기 ${size}`} showValue />
        ))}
        {progressVariants.map((variant) => (
          <ProgressBar key={variant} value={72} variant={variant} label={`변형 ${variant}`} showValue />
        ))}
        <ProgressBar value={50} segments={5} label="5개 구간" showValue />
        <ProgressBar value={150} label="100 초과 값은 100으로" variant="success" showValue />
        <ProgressBar value={-20} label="0 미만 값은 0으로" variant="error" showValue />
      </Section>

      <Section title="빈 상태 · 오류 · 로딩">
        <EmptyState
          tone="dashed"
          icon={<PlusIcon />}
          title="학습 계획 추가하기"
          description="점선 상자는 새 항목을 권해요."
        />
        <EmptyState icon={<CalendarIcon />} title="오늘 할 일이 없어요" description="조용한 빈 상태예요." />
        <ErrorBox
          message="학습 계획을 불러오지 못했어요."
          detail="네트워크 연결을 확인해 주세요."
          onRetry={() => undefined}
        />
        <Row label="spinner">
          <Spinner size="sm" className="text-primary" />
          <Spinner size="md" className="text-primary" />
          <Spinner size="lg" label="불러오는 중" className="text-accent" />
        </Row>
      </Section>

      <Section title="탭 바 (2~5개)">
        <div className="overflow-hidden rounded-card border border-line">
          <TabBar items={sampleTabs.slice(0, 2)} aria-label="탭 2개 예시" />
        </div>
        <div className="overflow-hidden rounded-card border border-line">
          <TabBar items={sampleTabs.slice(0, 3)} aria-label="탭 3개 예시" />
        </div>
        <div className="overflow-hidden rounded-card border border-line">
          <TabBar items={sampleTabs} aria-label="탭 5개 예시" />
        </div>
      </Section>
    </PageLayout>
  );
}
