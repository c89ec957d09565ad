/**
 * The app's services — the contracts client, the user store and the toast feedback — from one provider, so
 * containers never import the global instances: the app uses the defaults, Storybook gives the fixtures
 * client of the story's persona, tests give a scripted client. `useApi()` is THE way a container gets its
 * client.
 */
import type { ApiClient } from '@wonder/contracts/client';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from './client';
import { antdFeedback, type Feedback } from './ui';
import { type UserStore, userStore } from './user-store';

export interface AppServices {
  api: ApiClient;
  store: UserStore;
  feedback: Feedback;
}

const APP_SERVICES: AppServices = { api, store: userStore, feedback: antdFeedback };

const ServicesContext = createContext<AppServices>(APP_SERVICES);

/** Overrides some services for a subtree (stories, tests); the rest stay the app's. */
export function ServicesProvider({ value, children }: { value: Partial<AppServices>; children: ReactNode }) {
  const parent = useContext(ServicesContext);
  return <ServicesContext.Provider value={{ ...parent, ...value }}>{children}</ServicesContext.Provider>;
}

export function useApi(): ApiClient {
  return useContext(ServicesContext).api;
}

export function useUserStore(): UserStore {
  return useContext(ServicesContext).store;
}

export function useFeedback(): Feedback {
  return useContext(ServicesContext).feedback;
}
