/**
 * antd-mobile's imperative APIs (Toast.show, Dialog.alert, …) render nothing on React 19 unless it is given
 * a render function (its React 19 shim, see ../shared/MACHINE-NOTES.md). Installed once per page by the app
 * entry and by the Storybook preview. antd-mobile's own legacy renderer, which this replaces, is left out of
 * the build (vite.config.ts `noLegacyAntdRender`).
 */
// The util itself, not the package entry: the entry's global styles and config would join the first load.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

export function installAntdRenderer(): void {
  unstableSetRender((node, container) => {
    const host = container as (Element | DocumentFragment) & { _wpRoot?: Root };
    host._wpRoot ??= createRoot(container);
    host._wpRoot.render(node);
    return async () => {
      // Unmount after the current render finishes: React refuses a synchronous unmount during one.
      await new Promise((resolve) => setTimeout(resolve, 0));
      host._wpRoot?.unmount();
      host._wpRoot = undefined;
    };
  });
}
