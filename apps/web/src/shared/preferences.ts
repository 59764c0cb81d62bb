import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type User, useTRPC } from './api';
import { DEFAULT_LANG, i18n, LANG_COOKIE, type Lang, toLang } from './i18n';
import { useSession } from './session';
import { readVisit, STORAGE_KEYS, writeStored, writeVisit } from './storage';

type VisitChoices = { lang: Lang | null; dark: boolean | null };

/**
 * A choice made during this visit (a `?lang=` link, the switch, the theme toggle) wins over the one stored
 * on the account when the person signs in: they have just said what they want. It is kept for the tab's
 * life, not the page's: a reload right after signing in can come before the account has saved the
 * choice, and must not bring back the account's older language.
 */
const chosenThisVisit: VisitChoices = readVisitChoices();

function readVisitChoices(): VisitChoices {
  try {
    const stored = JSON.parse(readVisit(STORAGE_KEYS.visitChoices) ?? '{}') as Record<string, unknown>;
    return {
      lang: toLang(typeof stored.lang === 'string' ? stored.lang : null),
      dark: typeof stored.dark === 'boolean' ? stored.dark : null,
    };
  } catch {
    return { lang: null, dark: null };
  }
}

function choose(patch: Partial<VisitChoices>): void {
  Object.assign(chosenThisVisit, patch);
  writeVisit(STORAGE_KEYS.visitChoices, JSON.stringify(chosenThisVisit));
}

export function visitChoices(): Readonly<VisitChoices> {
  return chosenThisVisit;
}

/** Changes the language on this device at once (no reload) and remembers it for visitors. */
export function applyLang(lang: Lang, opts: { chosen: boolean }): void {
  if (opts.chosen) choose({ lang });
  writeStored(STORAGE_KEYS.lang, lang);
  writeLangCookie(lang);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

/** The server renders a visitor's first screen in this language (decision 030); a year, like the stored one. */
function writeLangCookie(lang: Lang): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain value; the Cookie Store API is missing from Firefox and older Safari.
    document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies off: the server draws the default language and the page switches once it runs.
  }
}

function useUpdateCachedUser(): (patch: Partial<User>) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (patch) => {
      queryClient.setQueryData(trpc.users.getLoggedInUser.queryKey(), (old) =>
        old ? { ...old, ...patch } : old,
      );
    },
    [queryClient, trpc],
  );
}

export function useLanguage(): { lang: Lang; setLang: (lang: Lang) => void } {
  const { i18n: instance } = useTranslation();
  const trpc = useTRPC();
  const { user } = useSession();
  const updateCachedUser = useUpdateCachedUser();
  const save = useMutation(trpc.users.updateUserAppLanguage.mutationOptions());
  const { mutate } = save;
  const setLang = useCallback(
    (lang: Lang) => {
      applyLang(lang, { chosen: true });
      if (user && user.preferredLang !== lang) {
        mutate({ locale: lang });
        updateCachedUser({ preferredLang: lang });
      }
    },
    [mutate, updateCachedUser, user],
  );
  return { lang: toLang(instance.language) ?? DEFAULT_LANG, setLang };
}

export function useDarkTheme(): { dark: boolean; setDark: (dark: boolean) => void } {
  const trpc = useTRPC();
  const { user } = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const updateCachedUser = useUpdateCachedUser();
  const { mutate } = useMutation(trpc.users.updateUserDarkThemeSetting.mutationOptions());
  const setDark = useCallback(
    (next: boolean) => {
      choose({ dark: next });
      setColorScheme(next ? 'dark' : 'light');
      if (user && user.darkTheme !== next) {
        mutate({ enabledDarkTheme: next });
        updateCachedUser({ darkTheme: next });
      }
    },
    [mutate, setColorScheme, updateCachedUser, user],
  );
  return { dark, setDark };
}
