import { describe, expect, it } from 'vitest';
import { fileIdFromUrl, fileUrl } from './files.ts';

const ID = '0b9f5c2e-1d7a-4c3e-9a55-7e1f2d3c4b5a';

describe('file URLs', () => {
  it('reads back the id of the URL it writes', () => {
    expect(fileUrl(ID)).toBe(`/files/${ID}`);
    expect(fileIdFromUrl(fileUrl(ID))).toBe(ID);
  });

  it('refuses URLs that are not one of our files', () => {
    for (const url of [
      `https://evil.example/files/${ID}`,
      `/files/${ID}/x`,
      `/files/${ID.toUpperCase()}`,
      '/files/------------------------------------',
      '/files/0b9f5c2e1d7a4c3e9a557e1f2d3c4b5a0000',
      '/files/',
      '',
    ])
      expect(fileIdFromUrl(url), url).toBeNull();
  });
});
