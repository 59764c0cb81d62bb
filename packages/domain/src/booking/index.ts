export * from './dates.ts';
export * from './form.ts';
export * from './slots.ts';
