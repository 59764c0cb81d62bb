export * from './consent.ts';
