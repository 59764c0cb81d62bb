import type { ReferenceFiles } from './files.ts';

/** A Chinese name and who supplied it: null = the data source's own name. */
export interface ChineseName {
  nameChi: string;
  nameChiSource: string | null;
}

type Entity = 'subject' | 'institution' | 'study_area';
const ENTITIES: readonly Entity[] = ['subject', 'institution', 'study_area'];

interface Override {
  sourceName: string | null;
  name: string;
  source: string;
  line: number;
  used: boolean;
}

/**
 * The project's Chinese names for rows whose source name is missing or reads wrongly in Hong Kong
 * (data/waypoint/names_zh_hk.csv). Each override states the source name it replaces: if the source
 * changes, the load stops so that someone looks again rather than silently keeping an old fix.
 */
export class ChineseNames {
  private readonly overrides = new Map<string, Override>();
  private readonly file: string;

  constructor(files: ReferenceFiles) {
    const table = files.csv('waypoint/names_zh_hk.csv');
    this.file = table.file;
    for (const row of table.rows) {
      const entity = row.oneOf('entity', ENTITIES) ?? row.fail('column "entity" is empty');
      const key = `${entity}:${row.requiredText('key')}`;
      if (this.overrides.has(key)) row.fail(`a second name for ${key}`);
      this.overrides.set(key, {
        sourceName: row.text('name_zh_source'),
        name: row.requiredText('name_zh_hk'),
        source: row.requiredText('translation_source'),
        line: row.line,
        used: false,
      });
    }
  }

  /** The name to store for one row; throws when neither the source nor the project has one. */
  resolve(entity: Entity, key: string, sourceName: string | null, where: string): ChineseName {
    const override = this.overrides.get(`${entity}:${key}`);
    if (!override) {
      if (sourceName === null) throw new Error(`${where}: no Chinese name for ${entity} "${key}"`);
      return { nameChi: sourceName, nameChiSource: null };
    }
    if (override.sourceName !== sourceName) {
      throw new Error(
        `${this.file}:${override.line}: ${entity} "${key}" expects the source name "${override.sourceName ?? ''}" but the source now has "${sourceName ?? ''}"; review the override`,
      );
    }
    override.used = true;
    return { nameChi: override.name, nameChiSource: override.source };
  }

  /** Called after every table is parsed: an override that matched nothing is a typo or stale. */
  assertAllUsed(): void {
    for (const [key, override] of this.overrides) {
      if (!override.used) throw new Error(`${this.file}:${override.line}: ${key} matches no row`);
    }
  }
}
