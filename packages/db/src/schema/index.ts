// One export line per area file; drizzle-kit and the typed client read the whole schema from here.
export * from './admin.ts';
export * from './admission.ts';
export * from './analytics.ts';
export * from './auth.ts';
export * from './booking.ts';
export * from './consent.ts';
export * from './disciplines.ts';
export * from './events.ts';
export * from './feedback.ts';
export * from './files.ts';
export * from './outbox.ts';
export * from './professions.ts';
export * from './programs.ts';
export * from './schools.ts';
export * from './services.ts';
export * from './teacher.ts';
export * from './users.ts';
