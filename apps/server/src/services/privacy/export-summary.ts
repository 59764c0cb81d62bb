import { type DbOrTx, schema } from '@waypoint/db';
import { formatHkDateTime } from '@waypoint/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { type Lang, translate } from '../../i18n/translate.ts';
import { fail } from '../errors.ts';
import { EXPORT_AREAS, type ExportAreaId } from './export-areas.ts';
import { PRIVACY_EXPORT_LIMIT } from './export-limit.ts';
import type { ExportSubject } from './export-source.ts';
import { findExportPerson } from './export-subject.ts';

const { users, schools, programs, userPrograms } = schema;

export interface ExportAreaCount {
  id: ExportAreaId;
  file: string;
  /** Items in the area: the rows of all its lists. */
  count: number;
  lists: { key: string; count: number }[];
}

/** How many items each area of the archive holds for the person: what /my-data shows before a download. */
export async function countExportAreas(db: DbOrTx, who: ExportSubject): Promise<ExportAreaCount[]> {
  const result: ExportAreaCount[] = [];
  for (const area of EXPORT_AREAS) {
    const lists: ExportAreaCount['lists'] = [];
    for (const source of area.sources) lists.push({ key: source.key, count: await source.count(db, who) });
    result.push({ id: area.id, file: area.file, count: lists.reduce((n, l) => n + l.count, 0), lists });
  }
  return result;
}

export interface ExportSummary {
  userId: string;
  fullName: string;
  areas: ExportAreaCount[];
  /** Downloads allowed per person in a window (export-limit.ts), for the page to say. */
  limit: { exports: number; windowMinutes: number };
}

/** The counts of one person's archive, by area, before it is downloaded (404 for an unknown id). */
export async function getExportSummary(db: DbOrTx, userId: string): Promise<ExportSummary> {
  const person = await findExportPerson(db, userId);
  if (!person) fail('NOT_FOUND', 'errors.privacyPersonNotFound');
  return {
    userId: person.id,
    fullName: person.fullName,
    areas: await countExportAreas(db, person),
    limit: { ...PRIVACY_EXPORT_LIMIT },
  };
}

export interface ExportKeyFacts {
  fullName: string;
  chineseName: string | null;
  preferredName: string | null;
  phone: string;
  email: string | null;
  roles: string;
  school: string | null;
  class: string | null;
  studentNumber: string | null;
  yearDSE: number | null;
  /** The ranked JUPAS choices, first choice first. */
  choices: string[];
}

/** What the summary page states first: who the archive is about and their main choices. */
export async function loadKeyFacts(db: DbOrTx, who: ExportSubject, lang: Lang): Promise<ExportKeyFacts> {
  const [row] = await db
    .select({
      fullName: users.fullName,
      chineseName: users.chineseName,
      preferredName: users.preferredName,
      phone: users.phone,
      email: users.email,
      roles: users.roles,
      schoolName: schools.name,
      schoolNameChi: schools.nameChi,
      class: users.class,
      studentNumber: users.studentNumber,
      yearDSE: users.yearDSE,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, who.id));
  const ranked = await db
    .select({ code: programs.jupasCode, name: programs.name, nameChi: programs.nameChi })
    .from(userPrograms)
    .innerJoin(programs, eq(programs.id, userPrograms.programId))
    .where(and(eq(userPrograms.userId, who.id), isNotNull(userPrograms.order)))
    .orderBy(asc(userPrograms.order))
    .limit(20);
  return {
    fullName: row?.fullName ?? '',
    chineseName: row?.chineseName ?? null,
    preferredName: row?.preferredName ?? null,
    phone: row?.phone ?? who.phone,
    email: row?.email ?? null,
    roles: row?.roles ?? '',
    school: (lang === 'zh-HK' ? row?.schoolNameChi : null) ?? row?.schoolName ?? null,
    class: row?.class ?? null,
    studentNumber: row?.studentNumber ?? null,
    yearDSE: row?.yearDSE ?? null,
    choices: ranked.map((p) => `${p.code} ${lang === 'zh-HK' ? p.nameChi : p.name}`),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every text the page shows goes through here: names, choices and comments are typed by people. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export interface SummaryPageInput {
  lang: Lang;
  now: Date;
  facts: ExportKeyFacts;
  areas: readonly ExportAreaCount[];
  /** Produced by an admin for a request by post, rather than downloaded by the person. */
  byAdmin: boolean;
}

/**
 * summary.html: one self-contained page (no script, no outside style or font) in the person's language that
 * says who the archive is about, what each file holds and how many items, and what is left out and why.
 */
export function summaryHtml({ lang, now, facts, areas, byAdmin }: SummaryPageInput): string {
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(lang, `privacyExport.${key}`, vars);
  const fact = (key: string, value: string | number | null) =>
    value === null || value === ''
      ? ''
      : `<tr><th scope="row">${escapeHtml(t(`facts.${key}`))}</th><td>${escapeHtml(value)}</td></tr>`;
  const choices = facts.choices.length
    ? `<ol>${facts.choices.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ol>`
    : escapeHtml(t('facts.noChoices'));
  const areaRows = areas
    .map(
      (a) => `<tr data-area="${escapeHtml(a.id)}" data-count="${a.count}">
<td><strong>${escapeHtml(t(`areas.${a.id}.title`))}</strong><br><span class="what">${escapeHtml(t(`areas.${a.id}.what`))}</span>
<br><span class="lists">${a.lists.map((l) => `${escapeHtml(l.key)}: ${l.count}`).join(' · ')}</span></td>
<td><code>${escapeHtml(a.file)}</code></td><td class="n">${a.count}</td></tr>`,
    )
    .join('\n');
  const leftOut = ['secrets', 'others', 'safeguarding', 'staffWork']
    .map((key) => `<li>${escapeHtml(t(`leftOut.${key}`))}</li>`)
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('title', { name: facts.fullName }))}</title>
<style>
body{font-family:system-ui,-apple-system,"Noto Sans TC","PingFang TC","Microsoft JhengHei",sans-serif;margin:0 auto;max-width:860px;padding:16px;line-height:1.5;color:#1a1b1e}
table{border-collapse:collapse;width:100%;margin:8px 0 24px}th,td{border-bottom:1px solid #dee2e6;padding:6px 8px;text-align:left;vertical-align:top}
th[scope=row]{width:30%;font-weight:600}.what{color:#495057}.lists{color:#495057;font-size:.85em}.n{text-align:right;font-variant-numeric:tabular-nums}
code{font-size:.9em}
</style>
</head>
<body>
<h1>${escapeHtml(t('title', { name: facts.fullName }))}</h1>
<p>${escapeHtml(t('generated', { date: formatHkDateTime(now, lang) }))}${byAdmin ? ` ${escapeHtml(t('byAdmin'))}` : ''}</p>
<p>${escapeHtml(t('intro'))}</p>
<h2>${escapeHtml(t('keyFacts'))}</h2>
<table>
${fact('name', facts.fullName)}${fact('chineseName', facts.chineseName)}${fact('preferredName', facts.preferredName)}
${fact('phone', facts.phone)}${fact('email', facts.email)}${fact('roles', facts.roles)}${fact('school', facts.school)}
${fact('class', facts.class)}${fact('studentNumber', facts.studentNumber)}${fact('yearDSE', facts.yearDSE)}
<tr><th scope="row">${escapeHtml(t('facts.choices'))}</th><td>${choices}</td></tr>
</table>
<h2>${escapeHtml(t('areasTitle'))}</h2>
<table>
<thead><tr><th>${escapeHtml(t('columns.area'))}</th><th>${escapeHtml(t('columns.file'))}</th><th class="n">${escapeHtml(t('columns.items'))}</th></tr></thead>
<tbody>
${areaRows}
</tbody>
</table>
<h2>${escapeHtml(t('leftOutTitle'))}</h2>
<ul>${leftOut}</ul>
<p>${escapeHtml(t('correction'))}</p>
</body>
</html>
`;
}

/** README.txt: what the archive is and how to read it, in the person's language. */
export function readmeText(lang: Lang, now: Date): string {
  return `${translate(lang, 'privacyExport.readme', { date: formatHkDateTime(now, lang) }).replace(/\n/g, '\r\n')}\r\n`;
}
