export * from './constants.ts';
export * from './links.ts';
export * from './ordering.ts';
export * from './page-access.ts';
export * from './riasec.ts';
export * from './riasec-questions.ts';
export * from './search.ts';
export * from './survey.ts';
