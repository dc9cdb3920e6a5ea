/**
 * Content bodies are Markdown with raw HTML off: known XSS payloads (script, iframes, javascript: and data: links,
 * event attributes, SVG, entity-encoded schemes) come out as inert text, never as markup or a live link.
 */
import { describe, expect, it } from 'vitest';
import { fileIdsOf, renderMarkdown } from '../../server/src/modules/content/markdown';

const render = (body: string) => renderMarkdown(body, (id) => `/api/content-files/${id}?sig=x`);

const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//xss.example/x.js></SCRIPT>',
  '<iframe src="https://evil.example"></iframe>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](  javascript:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  '![x](javascript:alert(1))',
  '[x](//evil.example/path)',
  '<javascript:alert(1)>',
  '[x]: javascript:alert(1)\n\n[link][x]',
  '![x"onerror="alert(1)](https://ok.example/a.png)',
  '[x](https://ok.example/"onmouseover="alert(1))',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
];

/** What must never appear in rendered HTML: a tag other than Markdown's own, an event attribute, a bad scheme. */
function assertInert(html: string) {
  const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
  const allowed = new Set([
    'p',
    'a',
    'img',
    'code',
    'pre',
    'em',
    'strong',
    'br',
    'h1',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'blockquote',
  ]);
  expect(tags.filter((t) => !allowed.has(t))).toEqual([]);
  // Attributes live inside tags; an "on..." or bad scheme as escaped text is harmless.
  for (const tag of html.match(/<[^>]+>/g) ?? []) {
    expect(tag).not.toMatch(/\son\w+\s*=/i);
    expect(tag).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    expect(tag).not.toMatch(/(href|src)="\/\//);
  }
}

describe('XSS payloads', () => {
  it.each(payloads)('renders %s inert', (payload) => {
    assertInert(render(payload));
  });

  it('keeps ordinary Markdown, safe links and content files', () => {
    const html = render(
      '# 标题\n\n**粗体** [官网](https://example.com) [页面](/service/datum) ![图](file:0123456789abcdef0123456789abcdef)',
    );
    expect(html).toContain('<h1>标题</h1>');
    expect(html).toContain('<strong>粗体</strong>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">官网</a>');
    expect(html).toContain('<a href="/service/datum">页面</a>');
    expect(html).toContain('src="/api/content-files/0123456789abcdef0123456789abcdef?sig=x"');
    assertInert(html);
  });

  it('lists the content files a body refers to', () => {
    const id = 'abcdef0123456789abcdef0123456789';
    expect(fileIdsOf(`![a](file:${id}) [b](file:${id}) [c](file:nothex)`)).toEqual([id]);
  });
});
