import { router } from '../../trpc/init.ts';
import { getProfession, getProfessions, getSector, getSegment, getSegmentsEmployers } from './catalogue.ts';
import { getInterestProfile, saveInterestProfile } from './interest-profile.ts';
import {
  addUserBrowsedProfession,
  addUserBrowsedSector,
  addUserBrowsedSegment,
  addUserLikedProfession,
  addUserLikedSector,
  addUserLikedSegment,
  getUserProfessionLists,
  removeUserLikedProfession,
  removeUserLikedSector,
  removeUserLikedSegment,
  upsertUserProfessions,
  upsertUserSegments,
} from './reactions.ts';
import { insertProfessionSearchKeywordRecord, upsertProfessionResponses } from './survey.ts';

/** Spec 3 §7 "Profession, sector and portal data" and the user calls about professions, sectors and segments. */
export const professionsRouter = router({
  getProfessions,
  getProfession,
  getSector,
  getSegment,
  getSegmentsEmployers,
  getUserProfessionLists,
  upsertUserProfessions,
  upsertUserSegments,
  addUserLikedProfession,
  removeUserLikedProfession,
  addUserLikedSector,
  removeUserLikedSector,
  addUserLikedSegment,
  removeUserLikedSegment,
  addUserBrowsedProfession,
  addUserBrowsedSector,
  addUserBrowsedSegment,
  upsertProfessionResponses,
  insertProfessionSearchKeywordRecord,
  getInterestProfile,
  saveInterestProfile,
});
