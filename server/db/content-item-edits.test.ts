import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listContentEvents } from './content-changes';
import { createContentRepository } from './content-repository';
import type { ClinicDatabase } from './open-database';
import { slideRepository } from './slide-repository';
import { testimonialRepository, type TestimonialValues } from './testimonial-repository';
import { openTestDatabase } from './testing/test-database';

/**
 * A slide and a testimonial edited in place, on both databases: each edit is one change (the row,
 * its event, the revision), an edit that changes nothing records nothing, a slide keeps its place,
 * and a testimonial left without consent is off the site in the same change.
 */

let db: ClinicDatabase;
const eva = { actor: 'eva', at: new Date('2026-05-10T09:00:00.000Z') };
const omar = { actor: 'omar', at: new Date('2026-05-11T09:00:00.000Z') };
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.close();
});

const revision = () => createContentRepository(db).readRevision();
const lastEvent = async () => (await listContentEvents(db, 1)).events[0];

describe('editing a slide', () => {
  it('changes its alt text and image in its place, records what changed, and nothing when nothing changed', async () => {
    const slides = slideRepository(db);
    const first = await slides.add({ image: 'library/a.webp', width: 1600, height: 700, alt: 'First' }, eva);
    const second = await slides.add({ image: 'library/b.webp', width: 1600, height: 700, alt: 'Second' }, eva);
    const before = await revision();
    expect(await slides.edit(first, { alt: 'The front door', image: { image: 'library/c.webp', width: 1200, height: 800 } }, omar)).toBe('edited');
    expect(await revision()).toBe(before + 1);
    expect(await lastEvent()).toMatchObject({
      actor: 'omar',
      action: 'edit',
      subjectKind: 'slide',
      subject: 'The front door',
      detail: 'alt text (was “First”), image library/c.webp (was library/a.webp)',
    });
    expect(await slides.list()).toEqual([
      { id: first, image: 'library/c.webp', alt: 'The front door' },
      { id: second, image: 'library/b.webp', alt: 'Second' },
    ]);
    expect((await createContentRepository(db).listSlides())[0]).toMatchObject({ alt: 'The front door', width: 1200, height: 800 });
    expect(await slides.edit(first, { alt: 'The front door', image: { image: 'library/c.webp', width: 1200, height: 800 } }, omar)).toBe('unchanged');
    expect(await slides.edit(first, { alt: 'The front door' }, omar)).toBe('unchanged');
    expect(await revision()).toBe(before + 1);
    expect(await slides.edit(9999, { alt: 'x' }, omar)).toBe('not-found');
  });
});

describe('editing a testimonial', () => {
  const VALUES: TestimonialValues = {
    name: 'Asha P.',
    location: 'South Bopal',
    description: 'Painless and quick.',
    image: 'library/asha.webp',
    width: 400,
    height: 400,
    youtubeLink: null,
    language: 'en',
    consentOn: '2026-05-01',
  };
  const { image: _image, width: _width, height: _height, ...TEXT } = VALUES;

  it('changes its fields, keeps who recorded an unchanged consent, and records a new consent as given by the editor', async () => {
    const testimonials = testimonialRepository(db);
    const id = await testimonials.add(VALUES, eva);
    expect(await testimonials.setPublished(id, true, eva)).toBe('changed');
    expect(await testimonials.edit(id, { ...TEXT, description: 'Quick and painless.', language: 'gu' }, omar)).toBe('edited');
    expect((await testimonials.list())[0]).toMatchObject({ description: 'Quick and painless.', language: 'gu', state: 'published', consentRecordedBy: 'eva' });
    expect((await lastEvent()).detail).toBe('text, language gu (was en)');
    expect((await createContentRepository(db).listTestimonials())[0]).toMatchObject({ description: 'Quick and painless.', language: 'gu' });
    expect(await testimonials.edit(id, { ...TEXT, description: 'Quick and painless.', language: 'gu', consentOn: '2026-05-03' }, omar)).toBe('edited');
    expect((await testimonials.list())[0]).toMatchObject({ consentOn: '2026-05-03', consentRecordedBy: 'omar' });
    const before = await revision();
    expect(await testimonials.edit(id, { ...TEXT, description: 'Quick and painless.', language: 'gu', consentOn: '2026-05-03' }, omar)).toBe('unchanged');
    expect(await revision()).toBe(before);
    expect(await testimonials.edit(9999, TEXT, omar)).toBe('not-found');
  });

  it('takes a published testimonial off the site when its consent is removed, in the same change', async () => {
    const testimonials = testimonialRepository(db);
    const id = await testimonials.add(VALUES, eva);
    await testimonials.setPublished(id, true, eva);
    const before = await revision();
    expect(await testimonials.edit(id, { ...TEXT, consentOn: null, image: { image: 'library/new.webp', width: 300, height: 300 } }, omar)).toBe('unpublished');
    expect(await revision()).toBe(before + 1);
    expect((await testimonials.list())[0]).toMatchObject({ state: 'draft', consentOn: null, consentRecordedBy: null, image: 'library/new.webp' });
    expect((await lastEvent()).detail).toBe('photo library/new.webp, consent removed, taken off the site: no consent recorded');
    expect(await createContentRepository(db).listTestimonials()).toEqual([]);
    // A draft without consent stays a draft: an edit never publishes.
    expect(await testimonials.edit(id, { ...TEXT, consentOn: '2026-05-02' }, omar)).toBe('edited');
    expect((await testimonials.list())[0]).toMatchObject({ state: 'draft', consentOn: '2026-05-02' });
  });
});
