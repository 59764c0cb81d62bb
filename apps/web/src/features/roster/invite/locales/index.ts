import { registerLocales } from '@/shared/i18n';
import en from './en.json';
import zhHK from './zh-HK.json';

export const NS = 'rosterInvite';
registerLocales(NS, { en, 'zh-HK': zhHK });
