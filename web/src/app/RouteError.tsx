/**
 * The route error page: a screen chunk that failed or timed out (120 s), or a screen that threw. Plain
 * markup on purpose: it is in the first load of every route, so it carries no component library.
 */
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { reportError } from '../lib/error-reports';
import { texts } from '../texts';
import './RouteError.css';

export function RouteError({ error }: Partial<FallbackProps>) {
  useEffect(() => {
    console.error('[route]', error);
    reportError(error, { message: 'route error page' });
  }, [error]);
  return (
    <main className="wp-app-error">
      <h1 className="wp-app-error__title">{texts.request.failed}</h1>
      <p className="wp-app-error__text">{texts.request.retry}</p>
      <button type="button" className="wp-app-error__button" onClick={() => window.location.reload()}>
        {texts.request.retry}
      </button>
    </main>
  );
}
