export * from './access.ts';
export * from './claims.ts';
export * from './word-count.ts';
