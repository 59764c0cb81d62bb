import { Carousel } from '@mantine/carousel';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_CLASSES } from './banner-carousel';

describe('the banner drawn before its carousel is loaded', () => {
  it("uses @mantine/carousel's own class names, so it looks the same", () => {
    expect(CAROUSEL_CLASSES).toEqual(Carousel.classes);
  });
});
