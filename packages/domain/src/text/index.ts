export * from './english.ts';
export * from './normalise.ts';
export * from './segment.ts';
