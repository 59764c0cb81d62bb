import { describe, expect, it } from 'vitest';
import { CONSENT_TARGETS, consentCanonicalForm, consentError, DEFAULT_CONSENT_TARGET } from './consent.ts';

const sig = 'data:image/jpeg;base64,/9j/4AAQ';

describe('consent targets (spec 1 §9)', () => {
  it('lists the four targets with the JUPAS parent consent as default', () => {
    expect(CONSENT_TARGETS).toEqual(['achievejupas_parent_consent', 'video', 'bluebird-seed', 'shooting']);
    expect(DEFAULT_CONSENT_TARGET).toBe('achievejupas_parent_consent');
  });
});

describe('consentError (spec 1 §5)', () => {
  it('needs a signature', () => {
    expect(consentError({ signatureDataUrl: '', anonymous: false })).toBe('signatureRequired');
    expect(consentError({ signatureDataUrl: 'data:image/jpeg;base64,', anonymous: false })).toBe(
      'signatureRequired',
    );
    expect(consentError({ signatureDataUrl: 'data:image/png;base64,AAAA', anonymous: false })).toBe(
      'signatureRequired',
    );
    expect(consentError({ signatureDataUrl: sig, anonymous: false })).toBeNull();
  });
  it('needs the child’s full name and phone from an anonymous signer', () => {
    expect(consentError({ signatureDataUrl: sig, anonymous: true, fullName: '  ', phone: '91234567' })).toBe(
      'childNameRequired',
    );
    expect(consentError({ signatureDataUrl: sig, anonymous: true, fullName: 'Chan', phone: ' ' })).toBe(
      'childPhoneRequired',
    );
    expect(consentError({ signatureDataUrl: sig, anonymous: true, fullName: 'Chan', phone: '1234' })).toBe(
      'childPhoneInvalid',
    );
    expect(
      consentError({ signatureDataUrl: sig, anonymous: true, fullName: 'Chan', phone: '9123 4567' }),
    ).toBeNull();
  });
});

describe('consentCanonicalForm', () => {
  const base = {
    id: 'ucr_1',
    userId: null,
    schoolId: 'beacon1',
    fullName: 'Chan',
    phone: '91234567',
    target: 'achievejupas_parent_consent',
    videoId: null,
    roles: 'anonymous',
    response: 'I agree',
    sessionId: null,
    sessionInfo: null,
    isSelfConsent: false,
    signatureDataUrl: sig,
    createdAt: new Date('2026-11-23T01:00:00.000Z'),
  };
  it('is a fixed-order JSON array with ISO time', () => {
    expect(consentCanonicalForm(base)).toBe(
      `["ucr_1",null,"beacon1","Chan","91234567","achievejupas_parent_consent",null,"anonymous","I agree",null,null,false,"${sig}","2026-11-23T01:00:00.000Z"]`,
    );
  });
  it('changes when the signature or the time changes', () => {
    const a = consentCanonicalForm(base);
    expect(consentCanonicalForm({ ...base, signatureDataUrl: `${sig}x` })).not.toBe(a);
    expect(consentCanonicalForm({ ...base, createdAt: new Date('2026-11-23T01:00:00.001Z') })).not.toBe(a);
  });
});
