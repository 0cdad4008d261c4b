/**
 * Whether a story's HTML has something to read: text beyond tags and spaces, or a picture. The
 * server refuses to send a story without it; the writing guide checks it before going on.
 */
export function hasStoryContent(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text !== '' || /<img\b/i.test(html);
}
