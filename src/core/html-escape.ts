/**
 * The one HTML escape of the pages the server renders (the generator, the
 * checker and the reference): text made safe for HTML content and
 * double-quoted attributes. Pure, so both layers that render HTML share it.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` with `& < > " '` replaced by their entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);
}
