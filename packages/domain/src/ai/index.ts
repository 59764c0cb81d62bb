export * from './json-array-stream.ts';
export * from './limits.ts';
export * from './personal-data.ts';
export * from './safety.ts';
export * from './suggestion-message.ts';
export * from './suggestion-tags.ts';
