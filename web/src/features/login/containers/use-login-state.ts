/**
 * The login screen's reducer (rules/login-state.ts) with the one thing a reducer cannot do itself: the send
 * countdown's second, a tick dispatched while there are seconds left.
 */
import { type Dispatch, useEffect, useReducer } from 'react';
import {
  initialLoginState,
  type LoginAction,
  type LoginMode,
  type LoginState,
  loginReducer,
} from '../rules/login-state';

const SECOND_MS = 1_000;

export function useLoginState(mode: LoginMode, phone: () => string): [LoginState, Dispatch<LoginAction>] {
  const [state, dispatch] = useReducer(loginReducer, undefined, () => initialLoginState(mode, phone()));
  const counting = state.countdown > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), SECOND_MS);
    return () => clearInterval(timer);
  }, [counting]);
  return [state, dispatch];
}
