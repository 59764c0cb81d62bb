export * from './class-list.ts';
