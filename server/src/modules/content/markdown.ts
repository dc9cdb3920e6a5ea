import MarkdownIt, { type Token } from 'markdown-it';

/**
 * Content bodies: Markdown to HTML with raw HTML off, so no tag or attribute of the author's reaches the page; only
 * Markdown's own markup is produced. Link and image targets are checked here: http(s), mailto, an in-page anchor, a
 * console path, or `file:<id>` (a content file, given a short-lived link at render time). Anything else (javascript:,
 * data:, vbscript:, protocol-relative //host) leaves the link as plain text and the image out.
 */

const FILE_LINK = /^file:([0-9a-f]{32})$/;
const SAFE_TARGET = /^(https?:\/\/[^\s]+|mailto:[^\s]+|#[\w-]*|\/(?!\/)[^\s]*)$/i;

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.validateLink = (url: string) => FILE_LINK.test(url) || SAFE_TARGET.test(url.trim());

/** The content file ids a body refers to with `file:<id>` (to check them when it is saved). */
export function fileIdsOf(body: string): string[] {
  const ids = new Set<string>();
  for (const token of walk(md.parse(body, {}))) {
    const match = FILE_LINK.exec(attr(token, 'src') || attr(token, 'href'));
    if (match) ids.add(match[1]!);
  }
  return [...ids];
}

/** A token's attribute as text ('' for none). */
const attr = (token: Token, name: string) => String(token.attrGet(name) ?? '');

function* walk(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.children) yield* walk(token.children);
  }
}

/** Renders a body; `fileUrl` turns a content file id into the link the reader's browser loads. */
export function renderMarkdown(body: string, fileUrl: (fileId: string) => string): string {
  const tokens = md.parse(body, {});
  for (const token of walk(tokens)) {
    for (const name of ['src', 'href'] as const) {
      const match = FILE_LINK.exec(attr(token, name));
      if (match) token.attrSet(name, fileUrl(match[1]!));
    }
    if (token.type === 'image') token.attrSet('loading', 'lazy');
    if (token.type === 'link_open' && /^https?:/i.test(attr(token, 'href'))) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer nofollow');
    }
  }
  return md.renderer.render(tokens, md.options, {});
}
