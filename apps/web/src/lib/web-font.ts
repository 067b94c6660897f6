import pretendardStylesheet from '@/styles/pretendard.css?url';

/**
 * Pretendard's @font-face rules (half of the app's CSS) load beside the app instead of blocking its first
 * paint, so a phone spends its first bandwidth on the code and the session; text shows in the system font
 * until each subset arrives (font-display: swap).
 */
export function loadWebFont() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = pretendardStylesheet;
  document.head.append(link);
}
