import { registerLocales } from '@/shared/i18n';
import en from './en.json';
import zhHK from './zh-HK.json';

// Apart from the home page's messages: the terms are long, and /home should not download them.
export const NS = 'terms';
registerLocales(NS, { en, 'zh-HK': zhHK });
