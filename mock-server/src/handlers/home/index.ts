/** Stateful handlers of the home page and tab shell (doc 2). */

import { configHandlers } from '../auth/upgrade-config';
import type { HandlerMap } from '../define';
import { homeListHandlers } from './list';
import { popupHandlers } from './popups';
import { reportHandlers } from './report';

export const homeHandlers: HandlerMap = {
  ...popupHandlers,
  ...homeListHandlers,
  ...reportHandlers,
  ...configHandlers,
};
