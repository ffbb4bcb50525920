import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting', () => {
    expect(sanitizeHtml('<p>Claim your <strong>bonus</strong></p>')).toBe(
      '<p>Claim your <strong>bonus</strong></p>',
    );
  });

  it('removes scripts, handlers and javascript links', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="x" onerror="y()"></p>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript/);
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer">b</a>');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<custom-tag><em>hi</em></custom-tag>')).toBe('<em>hi</em>');
  });
});
