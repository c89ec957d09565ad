export * from './endpoint';
export * from './endpoints';
export * from './entities/user';
export * from './enums';
export * from './envelopes';
export * from './headers';
export * from './hosts';
