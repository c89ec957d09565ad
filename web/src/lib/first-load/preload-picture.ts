/**
 * Asks for a picture ahead of the element that will show it (`<link rel=preload as=image>`, high priority),
 * once per address: for the screen's largest paint, whose element only comes with the first view's commit
 * (issue 40: a visitor's home painted its first big card's picture 2.1 s after it could have been asked for).
 * The prerendered page's inline script does the same for the home's first banner (app/early-requests.ts).
 */
const asked = new Set<string>();

export function preloadPicture(src: string | null | undefined): void {
  if (!src || asked.has(src) || typeof document === 'undefined') return;
  asked.add(src);
  const link = document.createElement('link');
  const attributes: readonly (readonly [string, string])[] = [
    ['rel', 'preload'],
    ['as', 'image'],
    ['href', src],
    ['fetchpriority', 'high'],
  ];
  for (const [name, value] of attributes) link.setAttribute(name, value);
  document.head.append(link);
}
