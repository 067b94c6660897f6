import { describe, expect, it } from 'vitest';
import { emailInUseMessage, withEul, withRo } from './sign-in-provider.ts';

describe('provider names in sentences', () => {
  it('says the refusal the issue words, naming both providers', () => {
    expect(emailInUseMessage('Google', '카카오')).toBe(
      '이미 Google로 가입한 이메일이에요. Google로 로그인한 뒤 마이페이지에서 카카오를 연결해 주세요.',
    );
    expect(emailInUseMessage('카카오', 'Google')).toBe(
      '이미 카카오로 가입한 이메일이에요. 카카오로 로그인한 뒤 마이페이지에서 Google을 연결해 주세요.',
    );
  });

  it('picks 으로 and 을 after a final consonant other than ㄹ', () => {
    expect(withRo('학교 계정')).toBe('학교 계정으로');
    expect(withEul('학교 계정')).toBe('학교 계정을');
    expect(withRo('네이버')).toBe('네이버로');
    expect(withRo('서울')).toBe('서울로');
  });

  it('falls back to both particles when a name cannot be read aloud', () => {
    expect(withRo('Acme SSO')).toBe('Acme SSO(으)로');
    expect(withEul('Acme SSO')).toBe('Acme SSO을(를)');
  });
});
