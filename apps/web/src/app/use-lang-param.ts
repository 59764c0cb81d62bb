import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readLangParam } from '@/shared/i18n';
import { applyLang } from '@/shared/preferences';

/** Applies `?lang=` from the address (any page, any time) and then takes it out of the address. */
export function applyLangFromUrl(search: string): string | null {
  const { lang, present, search: rest } = readLangParam(search);
  if (!present) return null;
  if (lang) applyLang(lang, { chosen: true });
  return rest;
}

/** Links followed inside the app; the first page load is handled in main.tsx before the first paint. */
export function useLangParam(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rest = applyLangFromUrl(location.search);
    if (rest !== null)
      navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);
}
