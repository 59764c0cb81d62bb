import { useTranslation } from 'react-i18next';
import type { Lang } from '@/shared/i18n';
import classes from './CvPreview.module.css';
import { NS } from './locales';
import type { Section } from './use-jobex';

interface Person {
  fullName: string;
  chineseName: string | null;
  email: string | null;
  phone: string;
}

/**
 * The CV as a recruiter reads it, in the chosen language: the student's own words stay as written, the
 * headings follow the language. Plain headings and lines so that applicant tracking systems parse it.
 */
export function CvPreview({
  person,
  objective,
  sections,
  lang,
}: {
  person: Person;
  objective: string | null;
  sections: Section[];
  lang: Lang;
}) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(lang, NS);
  const name =
    lang === 'zh-HK' && person.chineseName
      ? `${person.chineseName} ${person.fullName}`
      : [person.fullName, person.chineseName].filter(Boolean).join(' ');
  const dates = (start: string | null, end: string | null) =>
    start ? `${start} – ${end ?? t('cv.present')}` : (end ?? '');
  return (
    <article className={classes.page} lang={lang} data-testid="cv-preview">
      <h1>{name}</h1>
      <p>{[person.email, `+852 ${person.phone}`].filter(Boolean).join(' | ')}</p>
      {objective && (
        <section>
          <h2>{t('cv.objective')}</h2>
          <p>{objective}</p>
        </section>
      )}
      {sections
        .filter((s) => s.credentials.length > 0)
        .map((s) => (
          <section key={s.id}>
            <h2>{s.title ?? t(`sections.${s.sectionKey}`)}</h2>
            {s.credentials.map((c) => (
              <div key={c.id}>
                <p className={classes.entryHead}>
                  {[c.headline, c.organisation, c.location].filter(Boolean).join(', ')}
                  {(c.startMonth || c.endMonth) && ` | ${dates(c.startMonth, c.endMonth)}`}
                </p>
                {c.description && (
                  <ul>
                    {c.description
                      .split('\n')
                      .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
                      .filter(Boolean)
                      .map((line, i) => (
                        // Lines of one description have no ids; their place is what they are.
                        // biome-ignore lint/suspicious/noArrayIndexKey: see above
                        <li key={i}>{line}</li>
                      ))}
                  </ul>
                )}
              </div>
            ))}
          </section>
        ))}
    </article>
  );
}
