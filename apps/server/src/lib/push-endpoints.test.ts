import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { isAllowedPushEndpoint, pushEndpointPolicy } from './push-endpoints.ts';

const knownOnly = { allowedHosts: [], allowPlainHttpForListed: false };
const withReceiver = { allowedHosts: ['127.0.0.1:4000', 'push.example.org'], allowPlainHttpForListed: true };
const inProduction = { ...withReceiver, allowPlainHttpForListed: false };

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    'https://FCM.googleapis.com/fcm/send/upper-case-host',
  ])('takes the browsers’ own push services: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, knownOnly)).toBe(true);
  });

  it.each([
    ['plain http to a known service', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another port of a known service', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/abc'],
    ['a suffix without a name', 'https://notify.windows.com/w/'],
    ['a trailing-dot host', 'https://fcm.googleapis.com./fcm/send/abc'],
    ['user info before a known host', 'https://fcm.googleapis.com@127.0.0.1/x'],
    ['credentials in the URL', 'https://user:pass@fcm.googleapis.com/fcm/send/abc'],
    ['localhost', 'https://localhost/push'],
    ['a loopback address', 'https://127.0.0.1/push'],
    ['a private address', 'https://10.0.0.5/push'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv6 literal', 'https://[::1]/push'],
    ['a decimal IP', 'https://2130706433/push'],
    ['another scheme', 'file:///etc/passwd'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/abc'],
  ])('refuses %s', (_case, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, knownOnly)).toBe(false);
  });

  it('adds the listed hosts, each at its own port, plain http only outside production', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', withReceiver)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.example.org/p', withReceiver)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4001/push/1', withReceiver)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1/push/1', withReceiver)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.org:444/p', withReceiver)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', inProduction)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.org/p', inProduction)).toBe(true);
  });

  it('reads the policy from PUSH_ALLOWED_HOSTS, refusing plain http in production', () => {
    const hosts = { PUSH_ALLOWED_HOSTS: ' Push.Example.org , 127.0.0.1:4000' };
    const local = pushEndpointPolicy(loadConfig(hosts));
    expect(local).toEqual({
      allowedHosts: ['push.example.org', '127.0.0.1:4000'],
      allowPlainHttpForListed: true,
    });
    const production = pushEndpointPolicy(
      loadConfig({
        ...hosts,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://molip.example',
        GOOGLE_CLIENT_ID: 'client',
        JWT_SECRET: 'x'.repeat(32),
      }),
    );
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push', production)).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1:4000/push', production)).toBe(true);
  });
});
