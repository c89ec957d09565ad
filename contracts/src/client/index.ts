export * from './auth-headers';
export * from './base-urls';
export { BREAKER_POLICY } from './breaker';
export * from './client';
export * from './errors';
