/**
 * The language of the user's locale, as command-line tools read it (POSIX, "Internationalization Variables"):
 * `LC_ALL` first, then `LC_MESSAGES`, then `LANG`; an empty variable counts as unset. `pl_PL.UTF-8`,
 * `pt_BR@euro` and `de` give their language code; `C`, `POSIX` or nothing give undefined (the default language).
 */
export function localeLanguage(env: Readonly<Record<string, string | undefined>> | undefined): string | undefined {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env?.[name];
    if (value === undefined || value === '') continue;
    const language = /^([A-Za-z]{2,3})(?:[_-][A-Za-z0-9]+)?(?:[.@].*)?$/.exec(value)?.[1]?.toLowerCase();
    return language === undefined || value === 'C' || value === 'POSIX' ? undefined : language;
  }
  return undefined;
}
