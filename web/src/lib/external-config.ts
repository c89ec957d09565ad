/**
 * Addresses outside the app that the spec names but does not show (doc 1 §2, doc 2 §2): chosen here, in one
 * place, and marked so. A deployment replaces them at build time with VITE_* variables.
 */
const env = import.meta.env as Record<string, string | undefined>;

/** The bean shop (jump key `shop`, parent centre "bean shop"): opened by the native app as a web link. */
export const SHOP_URL = env.VITE_SHOP_URL ?? 'https://shop.wonder.example/mall/index';
