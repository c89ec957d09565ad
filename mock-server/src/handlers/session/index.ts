/** Stateful handlers of the session (contracts `endpoints.session`): the private info behind the greeting. */
import type { DefinedHandler } from '../define';
import { getPersonInfo } from './person-info';

export const sessionHandlers: readonly DefinedHandler[] = [getPersonInfo];
