/**
 * Stateful handlers of the session (contracts `endpoints.session`): the private info behind the greeting, the
 * service tokens the learning partner accepts.
 */
import type { DefinedHandler } from '../define';
import { getPersonInfo } from './person-info';
import { getServiceToken } from './service-token';

export const sessionHandlers: readonly DefinedHandler[] = [getPersonInfo, getServiceToken];
