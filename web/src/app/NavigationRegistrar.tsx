/**
 * Lets code outside React (the error mapping, the native back button) navigate: registers the router's
 * navigate and current path with lib/navigation once mounted inside the router.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { registerNavigator, useAppNavigate } from '../lib/navigation';

export function NavigationRegistrar() {
  const navigate = useAppNavigate();
  const location = useLocation();
  const path = useRef(location.pathname);
  path.current = location.pathname;
  useEffect(() => {
    registerNavigator(navigate, () => path.current);
  }, [navigate]);
  return null;
}
