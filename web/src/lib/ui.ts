/**
 * The app's imperative UI feedback (toasts and confirm dialogs), behind a tiny interface so the error mapping
 * can be tested without antd-mobile. antd-mobile's Toast and Dialog (with their animation library) load on
 * first use, so they stay out of every route's first load; the React 19 renderer shim of main.tsx must be
 * installed before they render.
 */
import { createElement } from 'react';

export interface ToastOptions {
  /** First line, bold (e.g. 网络超时). */
  title?: string;
  content: string;
  position?: 'top' | 'center' | 'bottom';
  /** ms; antd-mobile's default is 2000. */
  duration?: number;
}

export interface Feedback {
  toast(options: ToastOptions): void;
}

// The components' own modules: a dynamic import of the package entry would fetch all of antd-mobile.
// antd-mobile's global styles (its CSS variables) come with them, in case no screen has loaded them yet.
const loadToast = () =>
  Promise.all([import('antd-mobile/es/global'), import('antd-mobile/es/components/toast')]).then(
    ([, m]) => m,
  );
const loadDialog = () =>
  Promise.all([import('antd-mobile/es/global'), import('antd-mobile/es/components/dialog')]).then(
    ([, m]) => m,
  );

export const antdFeedback: Feedback = {
  toast({ title, content, position = 'center', duration = 2000 }) {
    void loadToast().then(({ default: Toast }) =>
      Toast.show({
        content: title
          ? createElement(
              'div',
              { style: { textAlign: 'center' } },
              createElement('div', { style: { fontWeight: 600 } }, title),
              createElement('div', null, content),
            )
          : content,
        position,
        duration,
      }),
    );
  },
};

export interface ConfirmOptions {
  content: string;
  confirmText: string;
  cancelText: string;
}

/** A confirm dialog (named by its content for screen readers); resolves true on confirm. */
export async function confirmDialog({ content, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  const { default: Dialog } = await loadDialog();
  return Dialog.confirm({ content, 'aria-label': content, confirmText, cancelText });
}
