/**
 * The longest texts of the teacher tools of spec 2 §2, in characters: the server refuses longer ones with
 * the limit and the screen counts towards it, so nothing is cut on save (issue 24 item 11).
 */
export const ADMISSION_TEXT_LIMITS = {
  tagName: 40,
  consultationVenue: 200,
  consultationRemarks: 2000,
  comment: 2000,
} as const;
