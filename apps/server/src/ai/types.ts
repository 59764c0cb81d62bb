import type { Lang } from '@waypoint/domain';
import type { CoverLetterFacts } from '../services/jobex/cover-letter-facts.ts';
import type { AiCatalogue, CatalogueProfession } from './catalogue.ts';

export type AiLang = Lang;

/** What Waypoint knows of the student that may shape a suggestion (never names, phones or e-mails). */
export interface StudentSignals {
  /** Tags teachers gave the student, e.g. 'Elite'. */
  tags: string[];
  likedDisciplineIds: number[];
  dislikedDisciplineIds: number[];
  /** Subject names (English and Chinese) the student studies or predicts a grade of 4 or better in. */
  strongSubjects: string[];
  /** Subjects of the DSE electives the student studies. */
  electives: string[];
}

export interface SuggestInput {
  kind: 'disciplines' | 'professions';
  /** The student's words (a suggestion tag's search words and free text), personal data stripped. */
  query: string;
  /** A chosen suggestion tag, if any (domain AI_SUGGESTION_TAGS). */
  tagId: string | null;
  student: StudentSignals;
  catalogue: AiCatalogue;
  max: number;
  lang: AiLang;
}

/** Spec 3 §3 AI suggestion: an id of our data and its explanation (Traditional Chinese, plus English). */
export interface Suggestion {
  id: number;
  explanation: string;
  explanationEn?: string;
}

export type ChatMode = 'ab4' | 'cvcl' | 'image';
/** Spec 3 §3 chatbot message types. */
export type ChatType = 'ab4' | 'cv' | 'cl' | 'cvcl-custom' | 'image';

export interface ChatInput {
  type: ChatType;
  profession: CatalogueProfession | null;
  /** Earlier messages, oldest first (at most 50), personal data stripped. */
  history: { fromUser: boolean; content: string }[];
  message: string;
  catalogue: AiCatalogue;
  student: StudentSignals;
  lang: AiLang;
  /** A cover letter (type 'cl'): the person's CV and the chosen job, personal data stripped; the only facts it may use. */
  coverLetter?: CoverLetterFacts | null;
}

/** The SLP draft to polish (spec chatGPTPolish): the student's own text, personal data stripped. */
export interface PolishInput {
  text: string;
  /** The student's language: the polished text keeps the language the draft is written in. */
  lang: AiLang;
}

/** An answer that could not be had; `statusText` goes to the request log (spec: "throws the status text"). */
export class AiProviderError extends Error {
  constructor(
    readonly statusText: string,
    readonly retryable = false,
  ) {
    super(statusText);
    this.name = 'AiProviderError';
  }
}

/** One interface for every provider: the offline guide and any OpenAI-compatible server. */
export interface AiProvider {
  /** 'offline' or 'openai:<model>': stored in the log and shown on screen. */
  readonly name: string;
  suggest(input: SuggestInput, signal: AbortSignal): AsyncIterable<Suggestion>;
  chat(input: ChatInput, signal: AbortSignal): AsyncIterable<string>;
  /** A picture's URL, or null when no image model is configured. */
  image(input: ChatInput, signal: AbortSignal): Promise<string | null>;
  /** Spec chatGPTPolish: the SLP draft rewritten, streamed in pieces. */
  polish(input: PolishInput, signal: AbortSignal): AsyncIterable<string>;
}
