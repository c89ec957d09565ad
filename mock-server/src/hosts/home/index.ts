/** Stateful handlers of the home page and tab shell (doc 2). */
import type { HandlerMap } from '../types';
import { configHandlers } from './config';
import { homeListHandlers } from './list';
import { popupHandlers } from './popups';
import { reportHandlers } from './report';

export const homeHandlers: HandlerMap = {
  ...popupHandlers,
  ...homeListHandlers,
  ...reportHandlers,
  ...configHandlers,
};
