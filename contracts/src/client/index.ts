export * from './auth-headers';
export * from './base-urls';
export * from './client';
export * from './errors';
