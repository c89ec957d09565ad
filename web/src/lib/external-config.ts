/**
 * Addresses outside the app that the spec names but does not show (doc 1 §2, doc 2 §2): chosen here, in one
 * place, and marked so. A deployment replaces them at build time with VITE_* variables.
 */
const env = import.meta.env as Record<string, string | undefined>;

/** The bean shop (jump key `shop`, parent centre "bean shop"): opened by the native app as a web link. */
export const SHOP_URL = env.VITE_SHOP_URL ?? 'https://shop.wonder.example/mall/index';

/**
 * Origins /iframePage may embed (doc 3 §2 link-type categories, report pages; the list is chosen): Wonder's
 * static content host and its H5 course host, over https. The app's own origin is always allowed. A
 * deployment replaces the hosts with VITE_IFRAME_ORIGINS (comma-separated origins).
 */
export const IFRAME_ALLOWED_ORIGINS: readonly string[] = (
  env.VITE_IFRAME_ORIGINS ?? 'https://static.wonder.example,https://h5.wonder.example'
)
  .split(',')
  .map((o) => o.trim().replace(/\/+$/, ''))
  .filter(Boolean);

/** Whether /iframePage may show `url`: an absolute http(s) URL on an allowed origin or on `selfOrigin`. */
export function isEmbeddableUrl(
  url: string,
  selfOrigin: string,
  allowed: readonly string[] = IFRAME_ALLOWED_ORIGINS,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return parsed.origin === selfOrigin || allowed.includes(parsed.origin);
}
