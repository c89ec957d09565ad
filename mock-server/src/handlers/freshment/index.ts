/** Stateful handlers of the newcomer entrance (contracts `endpoints.freshment`). */
import type { DefinedHandler } from '../define';
import { getEntranceDetail } from './entrance';

export const freshmentHandlers: readonly DefinedHandler[] = [getEntranceDetail];
