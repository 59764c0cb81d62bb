export * from './client.ts';
export * from './copy-database.ts';
export { ensurePgliteTemplate, pgliteTemplateFile } from './pglite-template.ts';
export * from './prepared.ts';
export * as schema from './schema/index.ts';
export * from './seed/index.ts';
