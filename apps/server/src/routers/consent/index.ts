import { router } from '../../trpc/init.ts';
import { createConsentLink, getConsentLink, getUserConsent } from './consent-links.ts';
import { insertUserConsent } from './insert-user-consent.ts';
import { getConsentReceipt, verifyConsent } from './receipt.ts';

/** Spec 1 §2.7 parent consent, with the signing links, receipts and verification added beyond it. */
export const consentRouter = router({
  insertUserConsent,
  getUserConsent,
  createConsentLink,
  getConsentLink,
  getConsentReceipt,
  verifyConsent,
});
