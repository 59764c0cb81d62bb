export * from './options.ts';
export * from './reorder.ts';
