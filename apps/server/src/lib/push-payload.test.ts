import { describe, expect, it } from 'vitest';
import { declarativePushPayload } from './push-payload.ts';

const message = {
  title: '오늘 할 일이 2개 남았어요.',
  body: '몰입을 열고 하나씩 끝내 볼까요?',
  url: '/',
  tag: 'daily',
};

describe('declarativePushPayload', () => {
  it('is Declarative Web Push JSON with an absolute navigate under PUBLIC_URL and the badge where Safari reads it', () => {
    expect(
      declarativePushPayload({ ...message, url: '/focus-block/current', badge: 3 }, 'https://molip.example'),
    ).toEqual({
      web_push: 8030,
      notification: {
        title: message.title,
        body: message.body,
        navigate: 'https://molip.example/focus-block/current',
        lang: 'ko',
        dir: 'ltr',
        tag: 'daily',
        silent: false,
        app_badge: 3,
      },
      app_badge: 3,
    });
  });

  it('clears the badge with 0 and leaves it alone when the learner turned it off', () => {
    expect(declarativePushPayload({ ...message, badge: 0 }, undefined).app_badge).toBe(0);
    const off = declarativePushPayload({ ...message, badge: null }, undefined);
    expect(off).not.toHaveProperty('app_badge');
    expect(off.notification).not.toHaveProperty('app_badge');
  });

  it('keeps the path for a local trial without PUBLIC_URL, where only the service worker reads it', () => {
    expect(declarativePushPayload({ ...message, badge: null }, undefined).notification.navigate).toBe('/');
  });
});
