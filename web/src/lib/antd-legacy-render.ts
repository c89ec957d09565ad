/**
 * What antd-mobile's `utils/render` module is in this build (vite.config.ts `noLegacyAntdRender`): its legacy
 * render (rc-util's, React ≤ 18) never runs here, since lib/antd-react19.ts gives antd-mobile React 19's before
 * any imperative API renders. Were it ever called, the imperative API would render nothing on React 19: it
 * fails loudly instead.
 */
export function render(): never {
  throw new Error('antd-mobile rendered without its React 19 renderer (lib/antd-react19.ts installs it)');
}

export async function unmount(): Promise<void> {}
