import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type User, useTRPC } from '@/shared/api';
import { currentLang } from '@/shared/i18n';
import { applyLang, visitChoices } from '@/shared/preferences';
import { pageHydrated } from './page-hydrated';

/**
 * Language and dark theme are settings of the account (spec 1 §2.9). When a person is first known in this
 * visit, the account's settings apply, unless they chose otherwise during this visit, in which case
 * that choice is saved to the account.
 */
export function usePreferenceSync(user: User | null): void {
  const trpc = useTRPC();
  const saveLang = useMutation(trpc.users.updateUserAppLanguage.mutationOptions()).mutate;
  const saveDark = useMutation(trpc.users.updateUserDarkThemeSetting.mutationOptions()).mutate;
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const syncedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user) {
      syncedFor.current = null;
      return;
    }
    if (syncedFor.current === user.id) return;
    syncedFor.current = user.id;
    const chosen = visitChoices();

    const lang = chosen.lang ?? user.preferredLang ?? currentLang();
    // A drawn page is in the language the server chose; it changes once React has taken all of it over.
    void pageHydrated.then(() => applyLang(lang, { chosen: false }));
    // The server also writes to the person (SMS, e-mail) in this language, so an unset one is filled in.
    if (user.preferredLang !== lang) saveLang({ locale: lang });

    const wantDark = chosen.dark ?? user.darkTheme;
    if (wantDark !== dark) setColorScheme(wantDark ? 'dark' : 'light');
    if (user.darkTheme !== wantDark) saveDark({ enabledDarkTheme: wantDark });
  }, [user, dark, saveLang, saveDark, setColorScheme]);
}
