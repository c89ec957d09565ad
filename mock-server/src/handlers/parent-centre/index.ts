/** Stateful handlers of the parent centre (contracts `endpoints.parentCentre`). */
import type { DefinedHandler } from '../define';
import { isSignIn } from './check-in';

export const parentCentreHandlers: readonly DefinedHandler[] = [isSignIn];
