/**
 * The page of a route whose content no document describes (doc 1 §2 only names it, e.g. /myOrder,
 * /homework/list): the feature lives in the native app, so the parent gets the route's title, what is true
 * where they are (domain/app-only.ts `appOnlyNotice`: outside the app the download button, its variant and
 * `enter` from the one list in domain/download-links.ts; in an app that has the page "open it from the app"
 * with 返回 and 回到首页; in an older app "update"; /findPassword the code login) and a way back — never a
 * developer placeholder.
 * Every route without a screen in screens.ts renders this one component. Plain markup: it is in the first
 * load of every route.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type AppOnlyNotice, appOnlyNotice, TRACKED_PAGE_NAMES } from '../domain/app-only';
import { appOnlyDownloadPath } from '../domain/download-links';
// Its own module, not lib/blocks' index: the blocks' components and styles are no part of the first load.
import { usePageBack } from '../lib/blocks/use-page-back';
import { screenCommitted } from '../lib/first-load/first-view';
import { useAppNavigate } from '../lib/navigation';
import { usePageViewLater } from '../lib/page-view';
import { type RoutePath, titleFor } from '../lib/routes';
import { useEnvironment } from '../platform/use-environment';
import { texts } from '../texts';
import { NavBar } from './shell/NavBar';
import './AppOnlyScreen.css';

export interface AppOnlyScreenProps {
  path: RoutePath;
  /** Inside the tab shell: the shell draws the navbar. */
  embedded?: boolean;
}

export function AppOnlyScreen({ path, embedded = false }: AppOnlyScreenProps) {
  const env = useEnvironment();
  const location = useLocation();
  const navigate = useAppNavigate();
  const { canGoBack, back, home } = usePageBack();
  const title = titleFor(path, { isMiniProgram: env.isMiniProgram, search: location.search });
  const notice = appOnlyNotice(path, env);
  // A tracked page name (doc 1 §2): its page view, with tracking's module loaded only then.
  usePageViewLater(TRACKED_PAGE_NAMES[path]);
  // No call: its first commit is its first view (the router's lazy screens say it themselves).
  useEffect(() => screenCommitted(), []);
  return (
    <div className={`wp-app-only${embedded ? ' wp-app-only--embedded' : ''}`}>
      {!embedded && (
        <NavBar type={canGoBack ? 'back' : 'backHome'} title={title} onBack={back} onHome={home} />
      )}
      <section className="wp-app-only__card" aria-labelledby="wp-app-only-title">
        <div className="wp-app-only__art" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <h2 id="wp-app-only-title" className="wp-app-only__title">
          {title}
        </h2>
        <p className="wp-app-only__notice">{NOTICE_TEXT[notice]}</p>
        {notice === 'download' && <p className="wp-app-only__hint">{texts.appOnly.hint}</p>}
        <div className="wp-app-only__actions">
          {notice === 'download' && (
            <button
              type="button"
              className="wp-app-only__button wp-app-only__button--primary"
              onClick={() => navigate(appOnlyDownloadPath(path))}
            >
              {texts.shell.downloadBarButton}
            </button>
          )}
          {notice === 'codeLogin' && (
            <button
              type="button"
              className="wp-app-only__button wp-app-only__button--primary"
              onClick={() => navigate('/login', { replace: true })}
            >
              {texts.appOnly.codeLoginButton}
            </button>
          )}
          {canGoBack && (
            <button type="button" className="wp-app-only__button" onClick={back}>
              {texts.shell.back}
            </button>
          )}
          {/* Where there is no way back, home is the way out; in the app it is offered with 返回 too: the
              parent came from an entry this H5 drew and may want neither. */}
          {(!canGoBack || notice === 'fromApp') && (
            <button type="button" className="wp-app-only__button" onClick={home}>
              {texts.shell.home}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}

const NOTICE_TEXT: Readonly<Record<AppOnlyNotice, string>> = {
  download: texts.web.appOnly,
  fromApp: texts.appOnly.fromApp,
  update: texts.appOnly.update,
  codeLogin: texts.appOnly.codeLogin,
};
