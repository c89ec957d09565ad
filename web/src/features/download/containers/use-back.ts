import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back for pages a parent may land on directly (a shared link, a QR scan): the previous page when there is
 * one in this tab, otherwise home. React Router keys the entry a visit starts on 'default'.
 */
export function useBack(): { back(): void; home(): void } {
  const location = useLocation();
  const navigate = useNavigate();
  const home = () => navigate('/index');
  return { back: () => (location.key !== 'default' ? navigate(-1) : home()), home };
}
