/** Safari's share icon: a box with an arrow out of its top. */
function ShareIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor">
      <path d="M12 3v12M8 7l4-4 4 4" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <path
        d="M8 10H6.5A1.5 1.5 0 0 0 5 11.5v8A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5v-8A1.5 1.5 0 0 0 17.5 10H16"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A plus in a rounded square: the "홈 화면에 추가" row's icon. */
function AddIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor">
      <rect x="4" y="4" width="16" height="16" rx="4" strokeWidth="1.8" />
      <path d="M12 8.5v7M8.5 12h7" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The two taps drawn as they look in Safari on iPhone: the share button in the bottom bar, then the
 * "홈 화면에 추가" row of the sheet it opens. Drawn with the app's colours, so it follows the dark theme.
 */
function InstallPicture() {
  return (
    <svg
      viewBox="0 0 320 176"
      role="img"
      aria-label="Safari 아래쪽의 공유 버튼을 누르고, 열린 목록에서 ‘홈 화면에 추가’를 누르는 모습"
      className="h-auto w-full max-w-[20rem] self-center text-ink"
    >
      {/* Step 1: Safari's bottom bar with the share button highlighted. */}
      <rect x="8" y="8" width="140" height="160" rx="18" className="fill-app stroke-line" strokeWidth="1.5" />
      <rect x="20" y="24" width="116" height="10" rx="5" className="fill-line" />
      <rect x="20" y="42" width="88" height="8" rx="4" className="fill-line" />
      <rect x="20" y="56" width="100" height="8" rx="4" className="fill-line" />
      <path d="M8 124h140v26a18 18 0 0 1-18 18H26a18 18 0 0 1-18-18z" className="fill-surface" />
      <path d="M8 124h140" className="stroke-line" strokeWidth="1.5" />
      <path
        d="M28 146l-6-6 6-6"
        className="stroke-ink-muted"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M46 134l6 6-6 6"
        className="stroke-ink-muted"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="78" cy="146" r="15" className="fill-primary-soft stroke-primary" strokeWidth="2" />
      <g transform="translate(68 135) scale(0.85)" className="text-primary">
        <path
          d="M12 3v12M8 7l4-4 4 4"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M8 10H6.5A1.5 1.5 0 0 0 5 11.5v8A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5v-8A1.5 1.5 0 0 0 17.5 10H16"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </g>
      <rect
        x="104"
        y="138"
        width="16"
        height="14"
        rx="3"
        className="stroke-ink-muted"
        strokeWidth="2"
        fill="none"
      />
      <circle cx="30" cy="102" r="11" className="fill-primary" />
      <text x="30" y="106.5" textAnchor="middle" className="fill-on-primary text-[12px] font-bold">
        1
      </text>

      {/* Step 2: the share sheet's "홈 화면에 추가" row. */}
      <rect
        x="172"
        y="8"
        width="140"
        height="160"
        rx="18"
        className="fill-app stroke-line"
        strokeWidth="1.5"
      />
      <rect x="182" y="40" width="120" height="34" rx="10" className="fill-surface" />
      <rect x="192" y="53" width="60" height="8" rx="4" className="fill-line" />
      <rect
        x="182"
        y="82"
        width="120"
        height="38"
        rx="10"
        className="fill-primary-soft stroke-primary"
        strokeWidth="2"
      />
      <text x="192" y="106" className="fill-current text-[12px] font-semibold">
        홈 화면에 추가
      </text>
      <g transform="translate(274 90) scale(0.9)" className="text-primary">
        <rect x="4" y="4" width="16" height="16" rx="4" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M12 8.5v7M8.5 12h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </g>
      <rect x="182" y="128" width="120" height="28" rx="10" className="fill-surface" />
      <rect x="192" y="138" width="70" height="8" rx="4" className="fill-line" />
      <circle cx="194" cy="24" r="11" className="fill-primary" />
      <text x="194" y="28.5" textAnchor="middle" className="fill-on-primary text-[12px] font-bold">
        2
      </text>
    </svg>
  );
}

/**
 * On iPhone and iPad, Safari gives pushes only to a web app on the Home Screen: the card shows how to add
 * it there instead of a switch that could not work. Opened from the Home Screen, the switch comes back.
 */
export function IosInstallGuide() {
  return (
    <div className="flex flex-col gap-3 px-4 py-3.5" data-testid="ios-install-guide">
      <div className="flex flex-col gap-1">
        <h3 className="text-[0.9375rem] font-medium text-ink">먼저 홈 화면에 추가해 주세요</h3>
        <p className="text-[0.8125rem] text-ink-muted">
          iPhone·iPad에서는 홈 화면에 추가한 몰입에서만 알림을 받을 수 있어요.
        </p>
      </div>
      <InstallPicture />
      <ol className="flex flex-col gap-2 text-[0.875rem] text-ink">
        <li className="flex items-center gap-2">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-on-primary">
            1
          </span>
          <span>
            Safari 아래쪽의 공유 버튼
            <ShareIcon className="mx-1 inline size-4 align-[-2px] text-primary" />을 눌러요.
          </span>
        </li>
        <li className="flex items-center gap-2">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-on-primary">
            2
          </span>
          <span>
            목록에서 ‘홈 화면에 추가’
            <AddIcon className="mx-1 inline size-4 align-[-2px] text-primary" />를 누른 뒤 ‘추가’를 눌러요.
          </span>
        </li>
        <li className="flex items-center gap-2">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-on-primary">
            3
          </span>
          <span>홈 화면의 몰입을 열고, 마이페이지에서 알림을 켜요.</span>
        </li>
      </ol>
    </div>
  );
}
