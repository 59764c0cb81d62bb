import { z } from 'zod';
import { baseProcedure } from '../src/trpc/init.ts';
import { adminProcedure, signedInProcedure, staffProcedure } from '../src/trpc/procedures.ts';
import { appRouter } from '../src/trpc/router.ts';

/**
 * Every procedure of the root router, read from the router itself so that a procedure added later is
 * covered by the fuzz and role-matrix tests without touching them.
 */

export type AccessLevel = 'public' | 'signedIn' | 'staff' | 'admin';

export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  level: AccessLevel;
  /** The input as JSON Schema (what the client may send), or null for a procedure without input. */
  input: JsonSchema | null;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
}

interface ProcedureDef {
  _def: { type: ProcedureInfo['type']; inputs: z.ZodType[]; middlewares: unknown[] };
}
interface BuilderDef {
  _def: { middlewares: unknown[] };
}

/** The one middleware each access level adds to the procedure it builds (trpc/procedures.ts). */
function levelMiddleware(builder: unknown, parent: unknown): unknown {
  const own = (builder as BuilderDef)._def.middlewares;
  const inherited = new Set((parent as BuilderDef)._def.middlewares);
  const added = own.filter((m) => !inherited.has(m));
  if (added.length !== 1) throw new Error('an access level adds exactly one middleware');
  return added[0];
}

const SIGNED_IN = levelMiddleware(signedInProcedure, baseProcedure);
const STAFF = levelMiddleware(staffProcedure, signedInProcedure);
const ADMIN = levelMiddleware(adminProcedure, signedInProcedure);

export function listProcedures(): ProcedureInfo[] {
  const procedures = (appRouter._def as unknown as { procedures: Record<string, ProcedureDef> }).procedures;
  return Object.entries(procedures)
    .map(([path, proc]) => {
      const { middlewares, inputs, type } = proc._def;
      const level: AccessLevel = middlewares.includes(ADMIN)
        ? 'admin'
        : middlewares.includes(STAFF)
          ? 'staff'
          : middlewares.includes(SIGNED_IN)
            ? 'signedIn'
            : 'public';
      const input =
        inputs.length === 0
          ? null
          : (z.toJSONSchema(
              inputs.slice(1).reduce<z.ZodType>((all, next) => z.intersection(all, next), inputs[0]!),
              { io: 'input', unrepresentable: 'any' },
            ) as JsonSchema);
      return { path, type, level, input };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
