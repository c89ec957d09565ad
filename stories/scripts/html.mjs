/** Text made safe to put in HTML (element content and quoted attributes): the scripts' pages are built as strings. */
export const escapeHtml = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? '&#39;',
  );
