export * from './access.ts';
export * from './claims.ts';
export * from './whatsapp-limit.ts';
export * from './word-count.ts';
