import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { type FormQuestionOption, formQuestions } from '../schema/events.ts';
import { teacherResponseOptions } from '../schema/teacher.ts';

type OptionRow = typeof teacherResponseOptions.$inferInsert;
type QuestionRow = typeof formQuestions.$inferInsert;

/**
 * Spec 1 §3/§4.2 options of the teacher response form. Ids match TEACHER_OPTION in
 * @waypoint/domain. The internal ones are the per-class status choices of work events.
 */
export const TEACHER_RESPONSE_OPTIONS: OptionRow[] = [
  {
    id: 'tr-interested',
    title: 'Interested: show me the next step',
    titleChi: '有興趣：顯示下一步',
    type: 'service',
    immediateAction: 'enable next step',
  },
  { id: 'tr-register', title: 'Register my school', titleChi: '為本校報名', type: 'service' },
  {
    id: 'tr-nominate-students',
    title: 'Nominate students by a date',
    titleChi: '於指定日期前提名學生',
    type: 'service',
    immediateAction: 'nominate students',
    showNominateBtn: true,
    showIfExistSessions: true,
  },
  {
    id: 'tr-propose-dates',
    title: 'Propose dates for a session at my school',
    titleChi: '建議在本校舉行的日期',
    type: 'service',
    isProposeDate: true,
  },
  {
    id: 'tr-assign-teachers',
    title: 'Assign colleagues to follow up',
    titleChi: '指派同事跟進',
    type: 'service',
    immediateAction: 'assign teachers',
  },
  {
    id: 'tr-open-mock-jupas',
    title: 'Try the Mock JUPAS tool first',
    titleChi: '先試用模擬 JUPAS 工具',
    type: 'service',
    immediateAction: 'open mock jupas',
  },
  {
    id: 'tr-not-this-year',
    title: 'Not joining this year',
    titleChi: '今年不參加',
    type: 'service',
  },
  {
    id: 'tr-not-involved',
    title: 'Not involved (I am not in charge)',
    titleChi: '不參與（非本人負責）',
    type: 'service',
    targetRole: 'Not involved',
  },
  {
    id: 'tr-played-video',
    title: 'Played the video',
    titleChi: '已播放影片',
    type: 'action',
    isInternal: true,
  },
  {
    id: 'tr-published-other-means',
    title: 'Published by other means',
    titleChi: '已用其他方式發布',
    type: 'action',
    isInternal: true,
  },
  { id: 'tr-book-time', title: 'Book time', titleChi: '預約時間', type: 'action', isInternal: true },
  {
    id: 'tr-finding-time',
    title: 'Finding time',
    titleChi: '正在安排時間',
    type: 'action',
    isInternal: true,
  },
  { id: 'tr-skip', title: 'Skip', titleChi: '略過', type: 'action', isInternal: true },
];

const NO_OPTIONS: FormQuestionOption[] = [];

/** Questions shown under an option (`showInOptionIds`; empty = every option). */
export const TEACHER_RESPONSE_QUESTIONS: QuestionRow[] = [
  {
    id: 'tr-q-nominate-by',
    title: 'Nominate students by',
    titleChi: '提名截止日期',
    type: 'date',
    isRequired: true,
    showInOptionIds: ['tr-nominate-students'],
  },
  {
    id: 'tr-q-preferred-dates',
    title: 'Proposed date and time',
    titleChi: '建議日期及時間',
    type: 'datetime',
    isRequired: true,
    showInOptionIds: ['tr-propose-dates', 'tr-book-time'],
    relatedTeacherResponseField: 'preferredSessionDates',
  },
  {
    id: 'tr-q-preferred-time',
    title: 'Other preferred times (e.g. lessons 7–8 on Fridays)',
    titleChi: '其他合適時段（例如逢星期五第7至8節）',
    type: 'text',
    showInOptionIds: ['tr-propose-dates', 'tr-book-time'],
    relatedTeacherResponseField: 'preferredSessionTime',
  },
  {
    id: 'tr-q-est-students',
    title: 'Estimated number of students',
    titleChi: '預計學生人數',
    type: 'number',
    showInOptionIds: ['tr-register', 'tr-propose-dates', 'tr-book-time'],
    relatedTeacherResponseField: 'estNumOfStudents',
  },
  {
    id: 'tr-q-remarks',
    title: 'Remarks',
    titleChi: '備註',
    type: 'paragraph',
    showInOptionIds: [],
  },
].map((q, seq) => ({ ...q, options: NO_OPTIONS, seq }));

/** Reference-like data every installation needs; safe at every start (rows are brought up to date). */
export async function seedTeacherOptions(db: DbOrTx): Promise<void> {
  const options = TEACHER_RESPONSE_OPTIONS.map((o, seq) => ({ ...o, seq }));
  await db
    .insert(teacherResponseOptions)
    .values(options)
    .onConflictDoUpdate({
      target: teacherResponseOptions.id,
      set: {
        title: sql`excluded.title`,
        titleChi: sql`excluded.title_chi`,
        type: sql`excluded.type`,
        immediateAction: sql`excluded.immediate_action`,
        targetRole: sql`excluded.target_role`,
        showNominateBtn: sql`excluded.show_nominate_btn`,
        showIfExistSessions: sql`excluded.show_if_exist_sessions`,
        isProposeDate: sql`excluded.is_propose_date`,
        isInternal: sql`excluded.is_internal`,
        seq: sql`excluded.seq`,
      },
    });
  await db
    .insert(formQuestions)
    .values(TEACHER_RESPONSE_QUESTIONS)
    .onConflictDoUpdate({
      target: formQuestions.id,
      set: {
        title: sql`excluded.title`,
        titleChi: sql`excluded.title_chi`,
        type: sql`excluded.type`,
        isRequired: sql`excluded.is_required`,
        showInOptionIds: sql`excluded.show_in_option_ids`,
        relatedTeacherResponseField: sql`excluded.related_teacher_response_field`,
        seq: sql`excluded.seq`,
      },
    });
}
