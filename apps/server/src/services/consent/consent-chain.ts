import { type DbOrTx, queryRows, schema } from '@waypoint/db';
import type { ConsentDigestInput } from '@waypoint/domain';
import { eq, gt, inArray, sql } from 'drizzle-orm';
import { sameHash } from '../../auth/tokens.ts';
import {
  consentChainDigest,
  consentErasureDigest,
  digestInputOfRow,
  type ErasedParty,
  legacyConsentDigest,
} from './consent-digest.ts';

const { userConsentRecords, userConsentErasures, appSettings } = schema;

/** One advisory lock serialises the writers of the chain ('Cons'); readers do not take it. */
const CHAIN_LOCK = 0x43_6f_6e_73;

export const LEGACY_BOUNDARY_KEY = 'consentChainLegacyMaxId';

/**
 * The next place in the chain, taken inside the signing transaction: the lock is held until it commits,
 * so two signers never take the same place or link to the same previous record (the unique chain_seq
 * would refuse it anyway). The head may be an erased record: its digest is kept for this link.
 */
export async function nextChainLink(
  tx: DbOrTx,
  key: string,
  record: ConsentDigestInput,
): Promise<{ chainSeq: number; prevDigest: string; digest: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
  const [head] = await queryRows<{ chain_seq: string | number; digest: string }>(
    tx,
    sql`select chain_seq, digest from (
          select chain_seq, digest from ${userConsentRecords} where chain_seq is not null
          union all select chain_seq, digest from ${userConsentErasures}
        ) links order by chain_seq desc limit 1`,
  );
  const chainSeq = head ? Number(head.chain_seq) + 1 : 1;
  const prevDigest = head?.digest ?? '';
  return { chainSeq, prevDigest, digest: consentChainDigest(key, record, chainSeq, prevDigest) };
}

/** 'erased': a person's erasure cleared the record's personal fields, and the server's mark of it checks. */
export type ConsentVerificationStatus = 'valid' | 'legacy' | 'erased' | 'tampered';
export type ConsentChainState = 'intact' | 'broken' | 'notChained';

export interface ConsentVerification {
  /** 'valid': content and links check; 'legacy': signed before the chain, its unkeyed digest matches. */
  status: ConsentVerificationStatus;
  /** The record's own content matches its digest. */
  contentMatches: boolean;
  chain: ConsentChainState;
  /** The previous record was erased with its signer's account; its place and digest are kept. */
  previousErased: boolean;
  /** Whose erasure cleared this record's personal fields (decision 019), or null. */
  erasedParty: ErasedParty | null;
  chainSeq: number | null;
  digest: string;
}

/** `removed`: only the erasures table keeps the link; `erased`: removed, or cleared in place (decision 019). */
type Link = {
  chainSeq: number;
  digest: string;
  prevDigest: string | null;
  removed: boolean;
  erased: boolean;
};

type ConsentRow = typeof userConsentRecords.$inferSelect;

async function linksAround(db: DbOrTx, seq: number): Promise<{ prev: Link | null; next: Link | null }> {
  const seqs = [seq - 1, seq + 1];
  const rows = await db
    .select({
      chainSeq: userConsentRecords.chainSeq,
      digest: userConsentRecords.digest,
      prevDigest: userConsentRecords.prevDigest,
      erasedAt: userConsentRecords.erasedAt,
    })
    .from(userConsentRecords)
    .where(inArray(userConsentRecords.chainSeq, seqs));
  const erased = await db
    .select()
    .from(userConsentErasures)
    .where(inArray(userConsentErasures.chainSeq, seqs));
  const all: Link[] = [
    ...rows.map((r) => ({
      chainSeq: r.chainSeq!,
      digest: r.digest ?? '',
      prevDigest: r.prevDigest,
      removed: false,
      // Cleared in place by an erasure: its digest and links are untouched, but it was erased all the same.
      erased: r.erasedAt !== null,
    })),
    ...erased.map((r) => ({
      chainSeq: r.chainSeq,
      digest: r.digest,
      prevDigest: null,
      removed: true,
      erased: true,
    })),
  ];
  return {
    prev: all.find((l) => l.chainSeq === seq - 1) ?? null,
    next: all.find((l) => l.chainSeq === seq + 1) ?? null,
  };
}

async function anyLaterLink(db: DbOrTx, seq: number): Promise<boolean> {
  const [later] = await db
    .select({ s: userConsentRecords.chainSeq })
    .from(userConsentRecords)
    .where(gt(userConsentRecords.chainSeq, seq))
    .limit(1);
  if (later) return true;
  const [erased] = await db
    .select({ s: userConsentErasures.chainSeq })
    .from(userConsentErasures)
    .where(gt(userConsentErasures.chainSeq, seq))
    .limit(1);
  return Boolean(erased);
}

async function legacyBoundary(db: DbOrTx): Promise<number> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, LEGACY_BOUNDARY_KEY));
  return row ? Number(row.value) : 0;
}

/**
 * Whether the record's content is what its digest says: the erasure digest for an erased record, the chain's
 * keyed digest for a chained one, the plain SHA-256 for one signed before the chain.
 */
export async function consentContentMatches(db: DbOrTx, key: string, row: ConsentRow): Promise<boolean> {
  if (row.erasedAt) {
    return row.erasureDigest !== null && sameHash(consentErasureDigest(key, row), row.erasureDigest);
  }
  const digest = row.digest ?? '';
  const input = digestInputOfRow(row);
  if (row.chainSeq === null) {
    return row.id <= (await legacyBoundary(db)) && sameHash(legacyConsentDigest(input), digest);
  }
  return sameHash(consentChainDigest(key, input, row.chainSeq, row.prevDigest ?? ''), digest);
}

/**
 * Checks one record: its keyed digest over its content and links (for an erased record, the erasure's digest
 * over what is left and the digest it was signed with), that the record before it (or its erasure) carries
 * the digest it links to, and that a later record links back to it. Removing a record from the middle breaks
 * both neighbours; only the newest record's removal needs an outside copy of the head to notice (decision
 * 008). Erasing a person's fields in place leaves `digest` and the links as they were (decision 019).
 */
export async function verifyConsentRow(
  db: DbOrTx,
  key: string,
  row: ConsentRow,
): Promise<ConsentVerification> {
  const digest = row.digest ?? '';
  const contentMatches = await consentContentMatches(db, key, row);
  const erasedParty = row.erasedAt ? ((row.erasedParty as ErasedParty | null) ?? null) : null;
  const verdict = (fine: boolean): ConsentVerificationStatus => {
    if (!fine) return 'tampered';
    if (erasedParty) return 'erased';
    return row.chainSeq === null ? 'legacy' : 'valid';
  };
  if (row.chainSeq === null) {
    return {
      status: verdict(contentMatches),
      contentMatches,
      chain: 'notChained',
      previousErased: false,
      erasedParty,
      chainSeq: null,
      digest,
    };
  }
  const seq = row.chainSeq;
  const { prev, next } = await linksAround(db, seq);
  const prevOk = seq === 1 ? row.prevDigest === '' : prev !== null && prev.digest === row.prevDigest;
  const nextOk = next ? next.removed || next.prevDigest === digest : !(await anyLaterLink(db, seq));
  const chain: ConsentChainState = prevOk && nextOk ? 'intact' : 'broken';
  return {
    status: verdict(contentMatches && chain === 'intact'),
    contentMatches,
    chain,
    previousErased: prev?.erased ?? false,
    erasedParty,
    chainSeq: seq,
    digest,
  };
}
