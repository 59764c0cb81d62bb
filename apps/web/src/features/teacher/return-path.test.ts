import { describe, expect, it } from 'vitest';
import { mockJupasReturnPath } from './return-path';

describe('mockJupasReturnPath', () => {
  it('sends a teacher back to the mock-JUPAS service', () => {
    expect(mockJupasReturnPath('teacher')).toBe('/services/mock-jupas');
  });

  it('sends everyone else home', () => {
    expect(mockJupasReturnPath('secondary-school-student')).toBe('/home');
    expect(mockJupasReturnPath('admin')).toBe('/home');
    expect(mockJupasReturnPath(null)).toBe('/home');
  });
});
