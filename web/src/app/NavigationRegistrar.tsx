/**
 * Lets code outside React (the error mapping, the native back button) navigate: registers the router's
 * navigate and current path with lib/navigation once mounted inside the router.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { registerNavigator } from '../lib/navigation';

export function NavigationRegistrar() {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useRef(location.pathname);
  path.current = location.pathname;
  useEffect(() => {
    registerNavigator(
      (to, options) => void navigate(to, options),
      () => path.current,
    );
  }, [navigate]);
  return null;
}
