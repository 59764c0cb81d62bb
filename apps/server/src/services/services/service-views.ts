import { type DbOrTx, schema } from '@waypoint/db';
import { and, asc, eq, ne } from 'drizzle-orm';

const { services, serviceResponses, userConsentRecords } = schema;

export const BLUEBIRD_SEED_SERVICE_ID = 'bluebird-seed';
export const BLUEBIRD_SEED_CONSENT_TARGET = 'bluebird-seed';

export interface ServiceView {
  id: string;
  name: string;
  nameChi: string | null;
  type: string;
  nature: string | null;
  description: string | null;
  descriptionChi: string | null;
  targetForms: string[];
  posterLink: string | null;
  slideLink: string | null;
  embeddedYTLink: string | null;
  shootingPhotoLinks: string[];
  needParentConsent: boolean;
  userResponse: string | null;
  /** Bluebird Seed: 'required' until a consent record exists, then 'obtained'; null when not asked. */
  parentConsent: 'required' | 'obtained' | null;
}

/** Active services in their order, each with the viewer's service response and consent state. */
export async function listServiceViews(
  db: DbOrTx,
  { userId, serviceId }: { userId: string | null; serviceId?: string },
): Promise<ServiceView[]> {
  const rows = await db
    .select()
    .from(services)
    .where(and(ne(services.status, 'Inactive'), serviceId ? eq(services.id, serviceId) : undefined))
    .orderBy(asc(services.order), asc(services.name));
  const responses = userId
    ? await db.select().from(serviceResponses).where(eq(serviceResponses.userId, userId))
    : [];
  const consent = userId
    ? await db
        .select({ target: userConsentRecords.target })
        .from(userConsentRecords)
        .where(
          and(
            eq(userConsentRecords.userId, userId),
            eq(userConsentRecords.target, BLUEBIRD_SEED_CONSENT_TARGET),
          ),
        )
        .limit(1)
    : [];
  return rows.map((s) => {
    const response = responses.find((r) => r.serviceId === s.id)?.response ?? null;
    return {
      id: s.id,
      name: s.name,
      nameChi: s.nameChi,
      type: s.type,
      nature: s.nature,
      description: s.description,
      descriptionChi: s.descriptionChi,
      targetForms: s.targetForms,
      posterLink: s.posterLink,
      slideLink: s.slideLink,
      embeddedYTLink: s.embeddedYTLink,
      shootingPhotoLinks: s.shootingPhotoLinks,
      needParentConsent: s.needParentConsent,
      userResponse: response,
      parentConsent:
        s.needParentConsent && response === 'Yes' ? (consent.length > 0 ? 'obtained' : 'required') : null,
    };
  });
}

/** Spec service-upsertServiceResponse: Yes on apply, No when withdrawn; one row per person and service. */
export async function upsertServiceResponse(
  tx: DbOrTx,
  {
    serviceId,
    userId,
    schoolId,
    response,
    now,
  }: { serviceId: string; userId: string; schoolId: string | null; response: 'Yes' | 'No'; now: Date },
): Promise<void> {
  await tx
    .insert(serviceResponses)
    .values({ serviceId, userId, schoolId, response, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [serviceResponses.serviceId, serviceResponses.userId],
      set: { response, schoolId, updatedAt: now },
    });
}
