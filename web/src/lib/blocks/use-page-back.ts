import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../navigation';

/**
 * Back for a page outside the tab shell: history back when the visitor came from inside the app, home
 * when they landed on the page (a shared link, a refresh): 'default' is the key of the entry they landed on.
 */
export function usePageBack(): { canGoBack: boolean; back(): void; home(): void } {
  const location = useLocation();
  const navigate = useAppNavigate();
  const canGoBack = location.key !== 'default';
  return {
    canGoBack,
    back: () => (canGoBack ? navigate(-1) : navigate('/index')),
    home: () => navigate('/index'),
  };
}
