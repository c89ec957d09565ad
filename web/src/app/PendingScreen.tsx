/** The plain page of a screen specified in a later issue (see pending-screens.ts): the route's title. */
import { useLocation, useNavigate } from 'react-router-dom';
import { texts } from '../texts';
import { useEnvironment } from './hooks';
import { pathLabel, titleFor } from './route-table';
import { NavBar } from './shell/NavBar';
import './PendingScreen.css';

export interface PendingScreenProps {
  path: string;
  /** Inside the tab shell: the shell draws the navbar. */
  embedded?: boolean;
}

export function PendingScreen({ path, embedded = false }: PendingScreenProps) {
  const env = useEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  const title = titleFor(path, { isMiniProgram: env.isMiniProgram, search: location.search });
  // 'default' is the key of the entry the visitor landed on: nothing to go back to inside the app.
  const canGoBack = location.key !== 'default';
  return (
    <div className={`wp-pending${embedded ? ' wp-pending--embedded' : ''}`}>
      {!embedded && (
        <NavBar
          type={canGoBack ? 'back' : 'backHome'}
          title={title}
          onBack={() => (canGoBack ? navigate(-1) : navigate('/index'))}
          onHome={() => navigate('/index')}
        />
      )}
      <section className="wp-pending__card" aria-labelledby="wp-pending-title">
        <div className="wp-pending__art" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <h2 id="wp-pending-title" className="wp-pending__title">
          {title}
        </h2>
        <p className="wp-pending__notice">{texts.pending.notice}</p>
        <p className="wp-pending__path">{pathLabel(path)}</p>
      </section>
    </div>
  );
}
