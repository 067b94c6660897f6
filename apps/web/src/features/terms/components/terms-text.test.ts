import { describe, expect, it } from 'vitest';
import { parseTermsText } from './terms-text';

describe('terms text', () => {
  it('reads headings, paragraphs and bullets as plain text blocks', () => {
    const text =
      '# 이용약관\n\n## 제1조 목적\n이 약관은\n서비스 이용을 정합니다.\n- 첫째\n- 둘째\n\n<script>alert(1)</script>';
    expect(parseTermsText(text)).toEqual([
      { kind: 'heading', level: 1, text: '이용약관' },
      { kind: 'heading', level: 2, text: '제1조 목적' },
      { kind: 'paragraph', text: '이 약관은 서비스 이용을 정합니다.' },
      { kind: 'list', items: ['첫째', '둘째'] },
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });
});
