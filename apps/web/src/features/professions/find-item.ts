// Route parameters name a profession, sector or segment by code, id or name (both languages), so that
// /professions/2142, /professions/Civil%20Engineers and /sectors/K all open the same thing a person means.

interface Named {
  id: number;
  name: string;
  nameChi: string | null;
}

function byName<T extends Named>(items: readonly T[], param: string): T | undefined {
  const wanted = decodeURIComponent(param).trim().toLowerCase();
  return items.find((i) => i.name.toLowerCase() === wanted || i.nameChi?.toLowerCase() === wanted);
}

export function findProfession<T extends Named & { iscoCode: string }>(items: readonly T[], param: string) {
  return items.find((p) => p.iscoCode === param) ?? byName(items, param);
}

export function findSector<T extends Named & { hsicCode: string }>(items: readonly T[], param: string) {
  return items.find((s) => s.hsicCode === param.toUpperCase()) ?? byName(items, param);
}

export function findSegment<T extends Named & { code: string | null }>(items: readonly T[], param: string) {
  return items.find((s) => s.code === param.toUpperCase() || String(s.id) === param) ?? byName(items, param);
}
