import { sanitizeHtml, textOf } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: addresses', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Admissions <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">open</a></p>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain('Admissions');
    expect(out).toContain('<a>open</a>');
  });

  it('removes inline styles, forms and frames but keeps ordinary markup', () => {
    const out = sanitizeHtml(
      '<div style="position:fixed"><b>Notice</b><ul><li>One</li></ul><form><input></form><iframe src="https://x"></iframe></div>',
    );
    expect(out).toBe('<div><b>Notice</b><ul><li>One</li></ul></div>');
  });

  it('keeps a link that opens a new tab, without a handle back on the page', () => {
    const out = sanitizeHtml('<a href="https://example.org/list.pdf" target="_blank">List</a>');
    expect(out).toContain('href="https://example.org/list.pdf"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('gives nothing for nothing, and the text of the HTML', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
    expect(textOf('<p>प्रवेश <b>2025</b></p>')).toBe('प्रवेश 2025');
  });
});
