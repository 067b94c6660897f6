/**
 * What a notification shows: Korean text, the app's path a tap opens, a tag that replaces an older one, and
 * the app badge's number (today's open to-dos; null when the learner turned the badge off).
 */
export type PushMessage = { title: string; body: string; url: string; tag: string; badge: number | null };

/** Declarative Web Push's magic number: a payload with it is shown by Safari 18.4+ itself. */
export const DECLARATIVE_WEB_PUSH = 8030;

/** The JSON every push carries (Declarative Web Push); the service worker shows the same shape elsewhere. */
export type DeclarativePushPayload = {
  web_push: typeof DECLARATIVE_WEB_PUSH;
  notification: {
    title: string;
    body: string;
    navigate: string;
    lang: 'ko';
    dir: 'ltr';
    tag: string;
    silent: false;
    app_badge?: number;
  };
  app_badge?: number;
};

/**
 * A message as Declarative Web Push: `navigate` is absolute under PUBLIC_URL (a local trial without one keeps
 * the path, which only the service worker reads), and the badge goes where the spec (top level) and Safari's
 * first release (inside `notification`) look for it. With no badge number the app's badge is left alone.
 */
export function declarativePushPayload(
  message: PushMessage,
  publicUrl: string | undefined,
): DeclarativePushPayload {
  const badge = message.badge === null ? {} : { app_badge: message.badge };
  return {
    web_push: DECLARATIVE_WEB_PUSH,
    notification: {
      title: message.title,
      body: message.body,
      navigate: publicUrl ? new URL(message.url, `${publicUrl}/`).href : message.url,
      lang: 'ko',
      dir: 'ltr',
      tag: message.tag,
      silent: false,
      ...badge,
    },
    ...badge,
  };
}
