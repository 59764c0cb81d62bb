import { type ModalSettings, modals } from '@mantine/modals';
import { createContext, type ReactNode } from 'react';
import { admissionModalsHostReady, isAdmissionModalsHostMounted } from './admission-modals-host';

/**
 * The admission modals (programme deck and pickers) are Mantine context modals registered once by the app
 * (app/AdmissionModalsHost.tsx). Any feature opens them through these typed wrappers, so it never imports
 * the feature that draws them (features/programs, features/disciplines).
 *
 * Mantine shows one context modal at a time: opening one from inside another replaces it (and unmounts it,
 * losing what was on screen). Inside a modal, open another on top with shared/ui/NestedAdmissionModal.
 */
export const ADMISSION_MODALS = {
  programDeck: 'programDeck',
  disciplineSelect: 'disciplineSelect',
  programSelect: 'programSelect',
  reportProgramIssue: 'reportProgramIssue',
  statistics: 'statistics',
  professionList: 'professionList',
  aiSuggest: 'aiSuggest',
  chatbot: 'chatbot',
  professionSelect: 'professionSelect',
} as const;
export type AdmissionModalName = keyof typeof ADMISSION_MODALS;

/**
 * - select: the student picks up to 20 programmes; they become the Dec Submission list (kept in their order,
 *   new ones appended) with the reactions, saved by the Save button.
 * - singleSelect: one programme is picked and handed to `onPick`; the caller decides what to do with it
 *   (e.g. fill the next empty slot). Nothing is saved by the deck except reactions.
 * - readOnly: a teacher (or anyone without edit rights) browses; no selecting, no thumbs.
 * - demo: programmes 161 and 285 only; selecting works on screen and is never saved.
 */
export type ProgramDeckMode = 'select' | 'singleSelect' | 'readOnly' | 'demo';

export interface ProgramDeckProps {
  /** Whose plan the deck shows (target-user mode: a teacher viewing a student). Omitted: the signed-in user. */
  userId?: string;
  mode?: ProgramDeckMode;
  /** Open on this discipline (Disciplines segment, its programmes only). */
  targetDisciplineId?: number;
  /** Three-segment (AB3) mode: the title reads '2+ programs' instead of '20 programs'. */
  ab3Mode?: boolean;
  /** Open on this programme's card when it is in the filtered list. */
  initialProgramId?: number;
  /** singleSelect: called with the picked programme id; the deck then closes. */
  onPick?: (programId: number) => void;
  /** Called after the deck saved choices or reactions (the caller may refresh its own data). */
  onSaved?: () => void;
}

export interface DisciplineSelectProps {
  /** Whose reactions are shown and changed. Omitted: the signed-in user. */
  userId?: string;
  /** Checkbox list with a Done button (infinite scroll, 20 first) instead of the cards. */
  listSelect?: boolean;
  /** No thumbs and no checkboxes (a teacher viewing a student). */
  readOnly?: boolean;
  /** listSelect: the ids ticked when the list opens; default the liked disciplines. */
  selectedIds?: number[];
  /**
   * listSelect: called with the ticked ids on Done. Without it, Done saves them as the user's liked
   * disciplines (ticked = like, unticked among the liked = cleared).
   */
  onDone?: (disciplineIds: number[]) => void;
}

export interface ProgramSelectProps {
  /** Whose grades decide whether a programme's requirements are met. Omitted: the signed-in user. */
  userId?: string;
  /** Preset discipline filter (the JUPAS button of a discipline card). */
  disciplineId?: number;
  /** Hides search and checkboxes: a list to read, with its links. */
  readOnly?: boolean;
  /** Ticked when the list opens. */
  selectedIds?: number[];
  /** Most programmes that may be ticked (default 20, the deck limit). */
  maxSelected?: number;
  /** Called with the ticked programme ids on Done. */
  onDone?: (programIds: number[]) => void;
}

export interface ReportProgramIssueProps {
  programId: number;
}

/**
 * Spec 2 statistics modal opened from outside the teacher tools: a student's own choices under Myself
 * (spec 2 §2); the School tab only with a school the caller is staff of.
 */
export interface StatisticsProps {
  subject: { kind: 'self' } | { kind: 'student'; id: string; name: string };
  schoolId?: string | null;
}

/** Spec 3 §2 "Profession list modal": the professions a discipline (JUPAS study area) leads to. */
export interface ProfessionListProps {
  disciplineId: number;
}

/** A profession as the chatbot needs it: id and both names (spec 3 §3 Profession). */
export interface ChatbotProfession {
  id: number;
  name: string;
  nameChi: string;
}

/** Spec 3 §2 "Chatbot modal": profession elaboration, image generation, CV / cover-letter helper. */
export interface ChatbotProps {
  profession: ChatbotProfession | null;
  mode?: 'ab4' | 'image' | 'cvcl';
}

/**
 * Spec 3 §2 "AI suggestion steps" for disciplines (the discipline picker's AI tab) or professions. Drawn
 * inline by the picker (embedded) or as a modal of its own.
 */
export interface AiSuggestProps {
  kind: 'disciplines' | 'professions';
  /** Whose plan a suggested discipline is added to. Omitted: the signed-in user. */
  userId?: string;
  /** No adding and no WhatsApp message (a teacher viewing a student). */
  readOnly?: boolean;
  /** Inside another modal: no header of its own. */
  embedded?: boolean;
}

/** Spec 3 §2 "Profession select modal" in select mode (the SLP's step 2): the explorer with Choose buttons. */
export interface ProfessionSelectProps {
  /** Chosen before the modal opened. */
  selectedIds: number[];
  /** Most professions that may be chosen in all. */
  max: number;
  /** Called with each profession chosen, at once. */
  onPick: (profession: { id: number; name: string; nameChi: string }) => void;
}

export interface AdmissionModalPropsByName {
  programDeck: ProgramDeckProps;
  disciplineSelect: DisciplineSelectProps;
  programSelect: ProgramSelectProps;
  reportProgramIssue: ReportProgramIssueProps;
  statistics: StatisticsProps;
  professionList: ProfessionListProps;
  aiSuggest: AiSuggestProps;
  chatbot: ChatbotProps;
  professionSelect: ProfessionSelectProps;
}

/** What each modal component receives: its props, and how to close itself (context modal or nested). */
export interface AdmissionModalProps<P> {
  innerProps: P;
  onClose: () => void;
}

/** Draws one admission modal's content; the host provides it so that a modal can open another on top. */
export type AdmissionModalRenderer = <N extends AdmissionModalName>(
  name: N,
  props: AdmissionModalPropsByName[N],
  onClose: () => void,
) => ReactNode;

export const AdmissionModalRendererContext = createContext<AdmissionModalRenderer | null>(null);

// Only pages that can open these modals import this module: loading the host now (not on the home page,
// not at the first tap) lets the first tap open at once.
void admissionModalsHostReady();

let nextId = 0;

function open(name: AdmissionModalName, innerProps: object, settings: ModalSettings): string {
  nextId += 1;
  const modalId = `${name}-${nextId}`;
  const dispatch = () => modals.openContextModal({ ...settings, modal: name, modalId, innerProps });
  if (isAdmissionModalsHostMounted()) dispatch();
  else void admissionModalsHostReady().then(dispatch);
  return modalId;
}

/** Phones get the whole screen; wider screens a large centred modal. */
function sizing(size: string): ModalSettings {
  const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 48em)').matches;
  return { size, fullScreen: Boolean(phone), padding: 'md' };
}

/**
 * The deck has its own header and close button, which asks before dropping unsaved changes
 * ('Are you sure to leave without saving?'), so Mantine's own ways of closing are turned off.
 */
export function openProgramDeck(props: ProgramDeckProps = {}): string {
  return open(ADMISSION_MODALS.programDeck, props, {
    withCloseButton: false,
    closeOnEscape: false,
    closeOnClickOutside: false,
    ...sizing('xl'),
  });
}

export function openDisciplineSelect(props: DisciplineSelectProps = {}): string {
  return open(ADMISSION_MODALS.disciplineSelect, props, {
    withCloseButton: false,
    ...sizing('xl'),
  });
}

export function openProgramSelect(props: ProgramSelectProps = {}): string {
  return open(ADMISSION_MODALS.programSelect, props, {
    withCloseButton: false,
    ...sizing('lg'),
  });
}

export function openReportProgramIssue(props: ReportProgramIssueProps): string {
  return open(ADMISSION_MODALS.reportProgramIssue, props, {
    withCloseButton: false,
    ...sizing('md'),
  });
}

export function openStatistics(props: StatisticsProps): string {
  return open(ADMISSION_MODALS.statistics, props, {
    withCloseButton: false,
    ...sizing('xl'),
  });
}

export function openProfessionList(props: ProfessionListProps): string {
  return open(ADMISSION_MODALS.professionList, props, {
    withCloseButton: false,
    ...sizing('lg'),
  });
}

export function openAiSuggest(props: AiSuggestProps): string {
  return open(ADMISSION_MODALS.aiSuggest, props, { withCloseButton: false, ...sizing('lg') });
}

/** Opens the chatbot about a profession from anywhere (profession modal, AI results, menus). */
export function openChatbot(props: ChatbotProps, options: { zIndex?: number } = {}): string {
  return open(ADMISSION_MODALS.chatbot, props, { withCloseButton: false, ...sizing('lg'), ...options });
}

export function openProfessionSelect(props: ProfessionSelectProps): string {
  return open(ADMISSION_MODALS.professionSelect, props, {
    withCloseButton: false,
    ...sizing('xl'),
  });
}
