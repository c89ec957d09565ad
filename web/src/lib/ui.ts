/**
 * The app's imperative UI feedback (toasts), behind a tiny interface so the error mapping can be tested
 * without antd-mobile. The production implementation needs the React 19 renderer shim of main.tsx.
 */
import { Toast } from 'antd-mobile';
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

export const antdFeedback: Feedback = {
  toast({ title, content, position = 'center', duration = 2000 }) {
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
    });
  },
};
