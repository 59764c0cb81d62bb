import { describe, expect, it } from 'vitest';
import { absoluteMediaLink, isMediaLink } from './media-links.ts';

const SITE = 'https://waypoint.example.hk';

describe('poster, video and slide links in a WhatsApp message (issue 24 item 5)', () => {
  it('joins a poster kept on this site to the site’s address, as the seeded sessions keep theirs', () => {
    expect(absoluteMediaLink('/demo/poster-seminar.svg', SITE)).toBe(
      'https://waypoint.example.hk/demo/poster-seminar.svg',
    );
    expect(absoluteMediaLink('/files/poster.png', `${SITE}/`)).toBe(`${SITE}/files/poster.png`);
  });

  it('keeps a web address elsewhere as it is', () => {
    expect(absoluteMediaLink('https://video.example.com/waypoint-workshop-2', SITE)).toBe(
      'https://video.example.com/waypoint-workshop-2',
    );
    expect(absoluteMediaLink(' http://example.com/poster.jpg ', SITE)).toBe('http://example.com/poster.jpg');
    expect(isMediaLink('https://slides.example.com:8443/deck?id=7#2')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/poster.png',
    '/\\evil.example/poster.png',
    'ftp://example.com/poster.png',
    'poster.png',
    'https://',
    '/demo/a poster.svg',
    '',
  ])('refuses %j', (link) => {
    expect(isMediaLink(link)).toBe(false);
    expect(absoluteMediaLink(link, SITE)).toBeNull();
  });
});
