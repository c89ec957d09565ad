/**
 * Served HTML made safe to show: DOMPurify (a well-kept sanitiser) keeps the document's markup and drops
 * everything that can run script — script and style elements, event-handler attributes, javascript: URLs —
 * and forms and frames, which a document has no use for. Loaded with the first document, never in a first load.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
