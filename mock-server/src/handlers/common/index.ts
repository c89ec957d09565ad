/** Stateful handlers of the other top-level calls (contracts `endpoints.common`). */
import type { DefinedHandler } from '../define';
import { getPersonInfo } from './person-info';

export const commonHandlers: readonly DefinedHandler[] = [getPersonInfo];
