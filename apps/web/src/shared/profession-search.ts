import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { type SearchableProfession, searchProfessions } from '@waypoint/domain';

/**
 * A picker's filter that searches professions as the explorer does: everyday names ('nurse', 會計), plurals,
 * simplified characters and small typos, best match first. Options are `{ value: String(id), label }`.
 */
export function professionOptionsFilter(
  professions: readonly (SearchableProfession & { id: number })[],
): OptionsFilter {
  const byId = new Map(professions.map((p) => [String(p.id), p]));
  return ({ options, search, limit }) => {
    const items = options.filter((o): o is ComboboxItem => 'value' in o);
    if (!search.trim()) return items.slice(0, limit);
    const wanted = searchProfessions(
      items.flatMap((o) => {
        const p = byId.get(o.value);
        return p ? [{ ...p, option: o }] : [];
      }),
      search,
    );
    return wanted.slice(0, limit).map((w) => w.option) as ComboboxParsedItem[];
  };
}
