// Before the app's code has arrived and run (seconds on a slow phone), index.html draws the header bar so
// the first paint comes at once; this puts its brand in the reader's language, as the app's header does
// (?lang= first, then the remembered choice, the cookie before the stored one: src/app/use-lang-param.ts,
// src/shared/i18n). A classic script, not inline: the Content-Security-Policy allows scripts from this
// origin only.
(() => {
  const english = (value) => {
    const v = (value || '').trim().toLowerCase();
    if (v === 'en' || v.startsWith('en-')) return true;
    if (v === 'zh-hk' || v === 'zh' || v === 'zh-hant') return false;
    return null;
  };
  try {
    const fromLink = english(new URLSearchParams(window.location.search).get('lang'));
    const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie);
    const isEnglish =
      fromLink ?? english(cookie?.[1]) ?? english(window.localStorage.getItem('waypoint.lang'));
    const brand = document.getElementById('boot-brand');
    if (isEnglish && brand) brand.textContent = 'Waypoint 路標';
  } catch {
    // No storage (private mode): the default language's brand stays.
  }
})();
