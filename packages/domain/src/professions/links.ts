// Spec 3 §2 "Profession information panel": external links built from the profession's English name as
// search addresses of real public sites. They open in a new tab; nothing is fetched by Waypoint.

export type ProfessionLinkKind = 'jobSearch' | 'salary' | 'linkedInAlumni' | 'video';

export interface ProfessionLink {
  kind: ProfessionLinkKind;
  site: string;
  url: string;
}

export function professionExternalLinks(name: string): ProfessionLink[] {
  const q = encodeURIComponent(name.trim());
  return [
    { kind: 'jobSearch', site: 'Indeed Hong Kong', url: `https://hk.indeed.com/jobs?q=${q}&l=Hong+Kong` },
    {
      kind: 'jobSearch',
      site: 'LinkedIn Jobs',
      url: `https://www.linkedin.com/jobs/search/?keywords=${q}&location=Hong%20Kong`,
    },
    { kind: 'salary', site: 'Glassdoor', url: `https://www.glassdoor.com/Search/results.htm?keyword=${q}` },
    {
      kind: 'salary',
      site: 'Google',
      url: `https://www.google.com/search?q=${encodeURIComponent(`${name.trim()} salary Hong Kong`)}`,
    },
    {
      kind: 'linkedInAlumni',
      site: 'LinkedIn',
      url: `https://www.linkedin.com/search/results/people/?keywords=${q}`,
    },
    {
      kind: 'video',
      site: 'YouTube',
      url: `https://www.youtube.com/results?search_query=${encodeURIComponent(`${name.trim()} career`)}`,
    },
  ];
}
