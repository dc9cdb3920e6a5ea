/** Typography of a rendered body (headings, lists, quotes, code, images), in Tailwind's arbitrary variants. */
const prose = [
  'text-sm leading-7 text-slate-700 break-words',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-semibold [&_h1]:text-slate-900',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-blue-600 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-blue-200 [&_blockquote]:bg-blue-50/50 [&_blockquote]:px-4 [&_blockquote]:py-1',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100',
  '[&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-lg [&_table]:my-3 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2',
].join(' ');

/**
 * A content body as the server rendered it. The server's Markdown renderer has raw HTML off and checks every link and
 * image target (server/src/modules/content/markdown.ts), so the HTML holds only Markdown's own markup.
 */
export function ContentBody({ html }: { html: string }) {
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
