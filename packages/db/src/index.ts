export * from './client.ts';
export * from './prepared.ts';
export * as schema from './schema/index.ts';
export * from './seed/index.ts';
