import { type DbOrTx, queryRows } from '@waypoint/db';
import {
  APPLIED_RESPONSES,
  type AppRole,
  canSeeDeadlines,
  choicesCard,
  clientNextSteps,
  currentIntakeYear,
  DAY_MS,
  effectiveAppRole,
  FIRST_VISIT_LOOKBACK_DAYS,
  hkDateString,
  JOB_CLOSING_DAYS,
  NEAR_DAYS,
  type NextStep,
  PARENT_CONSENT_TARGET,
  parseRoles,
  ROLE_SECONDARY,
  ROLE_TEACHER,
  ROLE_UNI_CLIENT,
  ROLE_UNI_STUDENT,
  SLP_FULL_ACCESS_ANCHORS,
  slpStepsDone,
  studentNextSteps,
  teacherNextSteps,
  UNSETTLED_SESSION_STATUSES,
  universityStudentNextSteps,
} from '@waypoint/domain';
import { sql } from 'drizzle-orm';

/** Who the home is for: the signed-in person (with the role the app shows) or, for the digest, an id. */
export type HomeSubject =
  | { id: string; appRole?: string | null }
  | { row: { id: string }; appRole?: string | null };

export interface HomeDeps {
  db: DbOrTx;
  now: () => Date;
}

export type HomeCard = { done: number; total: number } | { count: number };

export interface HomeRead {
  /** Every step, ordered; the web shows the first five. */
  steps: NextStep[];
  cards: Record<string, HomeCard>;
  greeting: { nameEn: string; nameZh: string | null };
}

type Json<T> = T | null;

/** The one row the home statement answers: the person and, as JSON, each role's state. */
interface HomeRow {
  id: string;
  full_name: string;
  preferred_name: string | null;
  chinese_name: string | null;
  roles: string;
  is_admin: boolean;
  year_dse: number | null;
  year_of_study: string | null;
  teacher_active: boolean;
  choice_count: number;
  grade_count: number;
  has_activity: boolean;
  has_parent_consent: boolean;
  settings: Json<{
    deadline1: string | null;
    deadline2: string | null;
    applyActivities: string | null;
    needParentConsent: boolean;
  }>;
  events: Json<
    {
      id: string;
      titleEn: string;
      titleZh: string | null;
      startTime: string;
      endTime: string;
      response: string;
      confirmed: boolean;
      attended: boolean;
      waitlisted: boolean;
      needParentConsent: boolean;
      consentSigned: boolean;
      hasRollCallCode: boolean;
    }[]
  >;
  upcoming_events: number;
  attended: Json<{ anchorEventId: string | null; startTime: string }[]>;
  unseen_comments: Json<{ id: number; createdAt: string; fromName: string | null }[]>;
  unseen_tags: Json<{ tagId: number; nameEn: string; nameZh: string | null }[]>;
  has_interest_profile: boolean;
  slp: {
    hasStrength: boolean;
    professionCount: number;
    selectedClaims: number;
    elaboratedClaims: number;
    hasDraft: boolean;
  };
  students_waiting: number;
  events_awaiting_response: Json<
    { id: string; titleEn: string; titleZh: string | null; startTime: string }[]
  >;
  nominations_pending: Json<
    { id: string; titleEn: string; titleZh: string | null; startTime: string; pending: number }[]
  >;
  consultations_today: number;
  plans_changed: number;
  timeline: Json<{ yearOfStudy: string; goal: string }[]>;
  saved_jobs: Json<
    { id: string; titleEn: string; employerName: string; deadline: string | null; open: boolean }[]
  >;
  cv_sections: Json<{ id: string; sectionKey: string; credentials: number }[]>;
  client_jobs: Json<{ id: string; titleEn: string; deadline: string | null; open: boolean }[]>;
  client_open_jobs: number;
  new_program_students: number;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const wordIn = (role: string) => `(^|[\\s,])${role}([\\s,]|$)`;

/**
 * The home's whole state in ONE statement (decision 028): the person's row, then one scalar subquery per
 * piece of state, each bounded by the person (their id, their school, their organisation), so the home
 * costs one round trip whatever the role. Sections of a role the person does not hold are cut off by their
 * gate (an inactive teacher has no school to count) and cost an index probe at most.
 */
function homeStatement(id: string, now: Date) {
  const nowIso = now.toISOString();
  const today = hkDateString(now);
  const applied = list(APPLIED_RESPONSES);
  const anchors = list(SLP_FULL_ACCESS_ANCHORS);
  const lookBack = new Date(now.getTime() - FIRST_VISIT_LOOKBACK_DAYS * DAY_MS).toISOString();
  const near = new Date(now.getTime() + NEAR_DAYS * DAY_MS).toISOString();
  const jobsUntil = hkDateString(new Date(now.getTime() + JOB_CLOSING_DAYS * DAY_MS));
  // Roll-call stays open an hour after the end; a day covers it with room to spare.
  const recent = new Date(now.getTime() - DAY_MS).toISOString();
  return sql`
with me as (
  select u.id, u.full_name, u.preferred_name, u.chinese_name, u.roles, u.is_admin, u.school_id, u.year_dse,
         u.year_of_study, u.client_id, u.client_approved_at,
         case when t.employment_status = 'Active' then t.school_id end as staff_school
  from users u left join teachers t on t.user_id = u.id
  where u.id = ${id}
)
select me.id, me.full_name, me.preferred_name, me.chinese_name, me.roles, me.is_admin, me.year_dse,
  me.year_of_study, me.staff_school is not null as teacher_active,
  (select count(*)::int from user_programs up where up.user_id = me.id and up."order" is not null) as choice_count,
  (select count(*)::int from user_subject_grades g
     where g.user_id = me.id and g.source = 'overallTarget' and g.grade <> 'Dropped') as grade_count,
  exists (select 1 from event_responses er where er.user_id = me.id and er.response in (${applied})) as has_activity,
  exists (select 1 from user_consent_records c
     where c.user_id = me.id and c.target = ${PARENT_CONSENT_TARGET}) as has_parent_consent,
  (select json_build_object('deadline1', ss.achievejupas_deadline1, 'deadline2', ss.achievejupas_deadline2,
     'applyActivities', ss.deadline_apply_activities, 'needParentConsent', ss.achievejupas_need_parent_consent)
   from school_settings ss where ss.school_id = me.school_id) as settings,
  (select json_agg(json_build_object('id', e.id, 'titleEn', e.name, 'titleZh', e.name_chi,
     'startTime', e.start_time, 'endTime', e.end_time, 'response', er.response, 'confirmed', er.confirmed,
     'attended', er.attended, 'waitlisted', er.waitlisted_at is not null,
     'needParentConsent', e.need_parent_consent, 'consentSigned', er.user_consent_record_id is not null,
     'hasRollCallCode', coalesce(e.roll_call_code, '') <> '') order by e.start_time)
   from event_responses er join events e on e.id = er.event_id
   where er.user_id = me.id and er.response in (${applied}) and e.end_time > ${recent}::timestamptz
     and e.status <> 'Cancelled') as events,
  (select count(*)::int from event_responses er join events e on e.id = er.event_id
   where er.user_id = me.id and er.response in (${applied}) and e.start_time > ${nowIso}::timestamptz
     and e.status <> 'Cancelled') as upcoming_events,
  (select json_agg(json_build_object('anchorEventId', e.anchor_event_id, 'startTime', e.start_time))
   from event_responses er join events e on e.id = er.event_id
   where er.user_id = me.id and (er.attended or er.response = 'Attended')
     and e.anchor_event_id in (${anchors})) as attended,
  (select json_agg(json_build_object('id', c.id, 'createdAt', c.created_at, 'fromName', c.from_name)
     order by c.created_at desc)
   from (select uc.id, uc.created_at, f.full_name as from_name from user_comments uc
         left join users f on f.id = uc.from_user_id
         where uc.user_id = me.id and uc.from_user_id is distinct from me.id
           and not exists (select 1 from seen_items si where si.user_id = me.id
             and si.kind = 'teacherComment' and si.item_id = uc.id::text)
         order by uc.created_at desc limit 20) c) as unseen_comments,
  (select json_agg(json_build_object('tagId', tg.id, 'nameEn', tg.name, 'nameZh', tg.name_chi) order by tg.name)
   from user_tags ut join tags tg on tg.id = ut.tag_id
   where ut.user_id = me.id and ut.added_by is distinct from me.id
     and (tg.school_id is null or tg.school_id = me.school_id)
     and not exists (select 1 from seen_items si where si.user_id = me.id
       and si.kind = 'teacherTag' and si.item_id = ut.tag_id::text)) as unseen_tags,
  exists (select 1 from user_interest_profiles ip where ip.user_id = me.id) as has_interest_profile,
  json_build_object(
    'hasStrength', exists (select 1 from user_claims cl where cl.user_id = me.id and cl.type = 'strength'
       and btrim(cl.text) <> ''),
    'professionCount', coalesce((select cardinality(s.profession_ids) from user_slps s where s.user_id = me.id), 0),
    'selectedClaims', (select count(*)::int from user_claims cl where cl.user_id = me.id and cl.type = 'claim'
       and cl.selected),
    'elaboratedClaims', (select count(*)::int from user_claims cl where cl.user_id = me.id and cl.type = 'claim'
       and cl.selected and btrim(coalesce(cl.elaboration, '')) <> ''),
    'hasDraft', exists (select 1 from user_slps s where s.user_id = me.id and btrim(s.original) <> '')
  ) as slp,
  (select count(*)::int from users s where s.school_id = me.staff_school
     and s.roles ~ ${wordIn(ROLE_SECONDARY)} and s.verification_result is null
     and s.year_dse >= ${currentIntakeYear(now)}) as students_waiting,
  (select json_agg(json_build_object('id', e.id, 'titleEn', e.name, 'titleZh', e.name_chi, 'startTime', e.start_time)
     order by e.start_time)
   from events e where e.client_school_id = me.staff_school and e.status in (${sql.join(
     UNSETTLED_SESSION_STATUSES.map((status) => sql`${status}`),
     sql`, `,
   )})
     and e.start_time > ${nowIso}::timestamptz and e.start_time <= ${near}::timestamptz
     and not exists (select 1 from teacher_responses tr where tr.session_id = e.id
       and tr.school_id = me.staff_school)) as events_awaiting_response,
  (select json_agg(json_build_object('id', p.id, 'titleEn', p.name, 'titleZh', p.name_chi,
     'startTime', p.start_time, 'pending', p.pending) order by p.start_time)
   from (select e.id, e.name, e.name_chi, e.start_time, count(*)::int as pending
         from event_responses er join events e on e.id = er.event_id
         where er.school_id = me.staff_school and er.response = 'Yes' and not er.confirmed
           and er.nominated_by is null and er.waitlisted_at is null
           and e.start_time > ${nowIso}::timestamptz and e.start_time <= ${near}::timestamptz
         group by e.id, e.name, e.name_chi, e.start_time
         order by e.start_time limit 20) p) as nominations_pending,
  (select count(*)::int from consultation_records cr join users s on s.id = cr.target_user_id
   where s.school_id = me.staff_school and cr.date = ${today}::date) as consultations_today,
  (select count(distinct up.user_id)::int from user_programs up join users s on s.id = up.user_id
   where s.school_id = me.staff_school and s.roles ~ ${wordIn(ROLE_SECONDARY)}
     and up.updated_at > coalesce((select si.seen_at from seen_items si where si.user_id = me.id
       and si.kind = 'studentPlans' and si.item_id = me.staff_school), ${lookBack}::timestamptz)) as plans_changed,
  (select cp.timeline from jobex_career_plans cp where cp.user_id = me.id) as timeline,
  (select json_agg(json_build_object('id', j.id, 'titleEn', j.title, 'employerName', j.employer_name,
     'deadline', j.deadline, 'open', j.status = 'open') order by j.deadline)
   from jobex_user_employer_jobs uj join jobex_employer_jobs j on j.id = uj.job_id
   where uj.user_id = me.id and uj.status = 'saved' and j.deadline >= ${today}::date
     and j.deadline <= ${jobsUntil}::date) as saved_jobs,
  (select json_agg(json_build_object('id', sc.id, 'sectionKey', sc.section_key, 'credentials',
     (select count(*)::int from jobex_credentials jc where jc.section_id = sc.id)) order by sc."order")
   from jobex_sections sc where sc.user_id = me.id) as cv_sections,
  (select json_agg(json_build_object('id', j.id, 'titleEn', j.title, 'deadline', j.deadline, 'open', true)
     order by j.deadline)
   from jobex_employer_jobs j where me.client_approved_at is not null and j.client_id = me.client_id
     and j.status = 'open' and j.deadline >= ${today}::date and j.deadline <= ${jobsUntil}::date) as client_jobs,
  (select count(*)::int from jobex_employer_jobs j where me.client_approved_at is not null
     and j.client_id = me.client_id and j.status = 'open') as client_open_jobs,
  (select count(*)::int from users s where me.client_approved_at is not null
     and s.program_id in (select cpg.program_id from client_programs cpg where cpg.client_id = me.client_id)
     and s.roles ~ ${wordIn(ROLE_UNI_STUDENT)}
     and s.created_at > coalesce((select si.seen_at from seen_items si where si.user_id = me.id
       and si.kind = 'programStudents' and si.item_id = me.client_id), ${lookBack}::timestamptz)) as new_program_students
from me`;
}

function subjectOf(user: HomeSubject): { id: string; appRole: string | null } {
  return 'row' in user
    ? { id: user.row.id, appRole: user.appRole ?? null }
    : { id: user.id, appRole: user.appRole ?? null };
}

function stepsFor(role: AppRole, row: HomeRow, now: Date): NextStep[] {
  if (role === ROLE_TEACHER) {
    if (!row.teacher_active) return [];
    return teacherNextSteps(
      {
        studentsWaiting: row.students_waiting,
        eventsAwaitingResponse: row.events_awaiting_response ?? [],
        nominationsPending: row.nominations_pending ?? [],
        consultationsToday: row.consultations_today,
        plansChanged: row.plans_changed,
      },
      now,
    );
  }
  if (role === ROLE_UNI_STUDENT) {
    return universityStudentNextSteps(
      {
        yearOfStudy: row.year_of_study,
        timeline: row.timeline ?? [],
        savedJobs: row.saved_jobs ?? [],
        cvSections: row.cv_sections ?? [],
      },
      now,
    );
  }
  if (role === ROLE_UNI_CLIENT) {
    return clientNextSteps(
      { jobs: row.client_jobs ?? [], newProgramStudents: row.new_program_students },
      now,
    );
  }
  if (role === ROLE_SECONDARY) {
    return studentNextSteps(
      {
        planning: canSeeDeadlines({ viewerIsAdmin: false, studentYearDSE: row.year_dse, now }),
        choiceCount: row.choice_count,
        gradeCount: row.grade_count,
        hasActivityResponse: row.has_activity,
        hasParentConsent: row.has_parent_consent,
        needParentConsent: row.settings?.needParentConsent ?? false,
        deadlines: {
          deadline1: row.settings?.deadline1 ?? null,
          deadline2: row.settings?.deadline2 ?? null,
          applyActivities: row.settings?.applyActivities ?? null,
        },
        events: row.events ?? [],
        attended: row.attended ?? [],
        unseenComments: row.unseen_comments ?? [],
        unseenTags: row.unseen_tags ?? [],
        hasInterestProfile: row.has_interest_profile,
      },
      now,
    );
  }
  // An admin's home is the admin's tools: nothing of their own waits on them.
  return [];
}

function cardsFor(role: AppRole, row: HomeRow): Record<string, HomeCard> {
  if (role === ROLE_SECONDARY) {
    return {
      planner: choicesCard(row.choice_count),
      slp: slpStepsDone(row.slp),
      events: { count: row.upcoming_events },
    };
  }
  if (role === ROLE_UNI_STUDENT) {
    const sections = row.cv_sections ?? [];
    return {
      jobex: { done: sections.filter((s) => s.credentials > 0).length, total: sections.length },
      events: { count: row.upcoming_events },
    };
  }
  if (role === ROLE_UNI_CLIENT) return { jobex: { count: row.client_open_jobs } };
  if (role === ROLE_TEACHER && row.teacher_active) return { planner: { count: row.students_waiting } };
  return {};
}

/** The home of one person: next steps for the role the app shows them, card statuses and the greeting. */
export async function loadHome(deps: HomeDeps, user: HomeSubject): Promise<HomeRead | null> {
  const subject = subjectOf(user);
  const now = deps.now();
  const [row] = await queryRows<HomeRow>(deps.db, homeStatement(subject.id, now));
  if (!row) return null;
  const role = effectiveAppRole({ roles: parseRoles(row.roles), isAdmin: row.is_admin }, subject.appRole);
  return {
    steps: stepsFor(role, row, now),
    cards: cardsFor(role, row),
    greeting: {
      nameEn: row.preferred_name?.trim() || row.full_name,
      nameZh: row.chinese_name?.trim() || null,
    },
  };
}

/** The ordered next steps alone (the weekly digest words these); empty for a person who is gone. */
export async function loadHomeNextSteps(deps: HomeDeps, user: HomeSubject): Promise<NextStep[]> {
  return (await loadHome(deps, user))?.steps ?? [];
}
