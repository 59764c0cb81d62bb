import type { StudentPlan } from '@/shared/student-plan';

export type PlanTag = StudentPlan['tags'][number];

/** Tags the student does not have yet that match what is typed (either name, case-insensitive). */
export function tagSuggestions(
  all: readonly PlanTag[],
  onStudent: readonly Pick<PlanTag, 'id'>[],
  query: string,
): PlanTag[] {
  const has = new Set(onStudent.map((t) => t.id));
  const q = query.trim().toLowerCase();
  return all.filter(
    (t) => !has.has(t.id) && (q === '' || t.name.toLowerCase().includes(q) || (t.nameChi ?? '').includes(q)),
  );
}

/** An existing tag with exactly this name (so typing 'elite' adds Elite rather than a second tag). */
export function tagNamed(all: readonly PlanTag[], name: string): PlanTag | null {
  const q = name.trim().toLowerCase();
  if (!q) return null;
  return all.find((t) => t.name.toLowerCase() === q || (t.nameChi ?? '').toLowerCase() === q) ?? null;
}
