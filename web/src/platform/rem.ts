/**
 * Root font size (doc 1 §9, doc 2 §2): 100px × min(window width / 750, 2). Styles are written in rem of the
 * 750-wide design (1rem = 100 design px), so a 390-wide phone gets 52px and wide screens stop at 200px.
 */
export const DESIGN_WIDTH = 750;
export const MAX_SCALE = 2;

export function rootFontSize(width: number): number {
  return 100 * Math.min(width / DESIGN_WIDTH, MAX_SCALE);
}

export function applyRootFontSize(win: Window = window): void {
  const width = win.document.documentElement.clientWidth || win.innerWidth;
  win.document.documentElement.style.fontSize = `${rootFontSize(width)}px`;
}

export function installRootFontSize(win: Window = window): () => void {
  applyRootFontSize(win);
  let frame = 0;
  const onResize = () => {
    win.cancelAnimationFrame(frame);
    frame = win.requestAnimationFrame(() => applyRootFontSize(win));
  };
  win.addEventListener('resize', onResize);
  win.addEventListener('orientationchange', onResize);
  return () => {
    win.removeEventListener('resize', onResize);
    win.removeEventListener('orientationchange', onResize);
  };
}
