import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { NS } from './locales';
import { slpDocument, slpDocx } from './slp-document';
import type { SlpData } from './slp-types';

/** The student's language (their last visit's), whoever is reading: exports are the student's document. */
export function studentLang(data: SlpData): 'en' | 'zh-HK' {
  return data.studentLang === 'en' ? 'en' : 'zh-HK';
}

export function useSlpDocument(data: SlpData) {
  const { i18n } = useTranslation(NS);
  const lang = studentLang(data);
  const fixed = i18n.getFixedT(lang, NS);
  return { lang, doc: slpDocument(data, (key, vars) => fixed(key, vars ?? {})) };
}

/** Downloads the .docx of the saved SLP. */
export function useDownloadDocx(data: SlpData) {
  const { t } = useTranslation(NS);
  const { doc, lang } = useSlpDocument(data);
  return async () => {
    if (doc.paragraphs.length === 0) {
      notifications.show({ color: 'orange', message: t('export.empty'), autoClose: 4000 });
      return;
    }
    try {
      const blob = await slpDocx(doc);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${lang === 'en' ? 'SLP' : '學生學習概覽'} - ${data.studentName}.docx`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notifications.show({
        color: 'red',
        message: t('errors.network', { ns: 'translation' }),
        autoClose: 4000,
      });
    }
  };
}
