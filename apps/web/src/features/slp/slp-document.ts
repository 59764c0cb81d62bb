import type { SlpData } from './slp-types';

export interface SlpDocument {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

type Translate = (key: string, vars?: Record<string, string>) => string;

/**
 * What the printable page and the .docx hold, in the student's language (`t` is fixed to it): the key
 * strength, the professions, the selected claims with their elaboration, and the SLP itself (the polished
 * version when there is one, else the original).
 */
export function slpDocument(data: SlpData, t: Translate, lang: 'en' | 'zh-HK'): SlpDocument {
  const sections: SlpDocument['sections'] = [];
  if (data.strength) sections.push({ heading: t('export.strength'), paragraphs: [data.strength.text] });
  if (data.professions.length)
    sections.push({
      heading: t('export.professions'),
      paragraphs: [
        data.professions
          .map((p) => (lang === 'zh-HK' ? p.nameChi : p.name))
          .join(lang === 'zh-HK' ? '、' : ', '),
      ],
    });
  const chosen = data.claims.filter((c) => c.selected);
  if (chosen.length)
    sections.push({
      heading: t('export.claims'),
      paragraphs: chosen.map((c) => (c.elaboration ? `${c.text}: ${c.elaboration}` : c.text)),
    });
  const text = data.gpt.trim() || data.original.trim();
  if (text)
    sections.push({
      heading: `${t('export.statement')} (${data.gpt.trim() ? t('export.polishedNote') : t('export.originalNote')})`,
      paragraphs: text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    });
  return { title: t('export.title', { name: data.studentName }), sections };
}

/** The .docx of the document, built in the browser (the docx library is loaded only when asked). */
export async function slpDocx(doc: SlpDocument): Promise<Blob> {
  const { Document, HeadingLevel, Packer, Paragraph } = await import('docx');
  const children = [
    new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE }),
    ...doc.sections.flatMap((s) => [
      new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 }),
      ...s.paragraphs.map((text) => new Paragraph({ text, spacing: { after: 160 } })),
    ]),
  ];
  return Packer.toBlob(new Document({ title: doc.title, sections: [{ children }] }));
}
