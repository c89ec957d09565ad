import { useSyncExternalStore } from 'react';
import { type Environment, getEnvironment, subscribeEnvironment } from './env';

export function useEnvironment(): Environment {
  return useSyncExternalStore(subscribeEnvironment, getEnvironment, getEnvironment);
}
