import type { SlpData } from './slp-types';

/**
 * The statement as a document: what the printed page and the .docx hold (issue 24: the statement alone,
 * without the app around it, the student's name or the working notes of steps 1–4).
 */
export interface SlpDocument {
  title: string;
  /** Which version this is (polished or original), said on screen beside the buttons, never printed. */
  version: string;
  paragraphs: string[];
}

type Translate = (key: string, vars?: Record<string, string>) => string;

/**
 * The saved SLP in the student's language (`t` is fixed to it): the polished version when there is one,
 * else the original, one paragraph per blank-line-separated block. The student submits this text, so it
 * carries no name and none of the strength, profession or claim lists it was written from.
 */
export function slpDocument(data: SlpData, t: Translate): SlpDocument {
  const polished = data.gpt.trim();
  const text = polished || data.original.trim();
  return {
    title: t('export.statement'),
    version: polished ? t('export.polishedNote') : t('export.originalNote'),
    paragraphs: text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
  };
}

/** The .docx of the document, built in the browser (the docx library is loaded only when asked). */
export async function slpDocx(doc: SlpDocument): Promise<Blob> {
  const { Document, HeadingLevel, Packer, Paragraph } = await import('docx');
  const children = [
    new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE }),
    ...doc.paragraphs.map((text) => new Paragraph({ text, spacing: { after: 160 } })),
  ];
  return Packer.toBlob(new Document({ title: doc.title, sections: [{ children }] }));
}
