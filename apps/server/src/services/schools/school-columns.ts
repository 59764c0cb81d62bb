import { schema } from '@waypoint/db';

const { schools } = schema;

/** What the selector and the school page show of a school; the settings row stays with its own readers. */
export const schoolColumns = {
  id: schools.id,
  name: schools.name,
  nameChi: schools.nameChi,
  nameShort: schools.nameShort,
  district: schools.district,
  band: schools.band,
};
