/**
 * Copying text for the parent (the head teacher's mobile in the step-up contact dialog, doc 3 §4). The async
 * Clipboard API needs a secure context and, in some WebViews, a permission the shell never grants, so a
 * hidden textarea with execCommand('copy') is the fallback. Resolves whether the text was copied.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText && doc.defaultView?.isSecureContext) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Denied (no focus, WebView policy): try the legacy path below.
    }
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off-screen but selectable; iOS refuses to select a display:none element.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
