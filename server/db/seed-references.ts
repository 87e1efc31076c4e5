import { didYouMean } from '../../src/content/node/validation/did-you-mean';
import type { ContentError } from '../../src/content/node/validation/content-error';
import type { SeedContent } from './seed-content';

/**
 * What the seed schemas cannot say: ids and names are unique within their file, and every
 * category and tag a record names exists in its own file.
 */
export function checkSeedReferences(
  content: SeedContent,
  fileOf: (name: 'blog-categories' | 'blog-tags' | 'blogs' | 'gallery-categories' | 'gallery') => string,
): ContentError[] {
  const errors: ContentError[] = [];
  const unique = <T>(file: string, key: string, records: T[], valueOf: (record: T) => string | number, field: string) => {
    const seen = new Set<string | number>();
    records.forEach((record, index) => {
      const value = valueOf(record);
      if (seen.has(value))
        errors.push({ file, pointer: `/${key}/${index}/${field}`, message: `${JSON.stringify(value)} is already used by an earlier record` });
      seen.add(value);
    });
  };
  unique(fileOf('blog-categories'), 'blogCategories', content.blogCategories, (category) => category.id, 'id');
  unique(fileOf('blog-tags'), 'blogTags', content.blogTags, (tag) => tag.tagName, 'tagName');
  unique(fileOf('blogs'), 'blogs', content.blogs, (blog) => blog.slug, 'slug');
  unique(fileOf('gallery-categories'), 'galleryCategories', content.galleryCategories, (category) => category.id, 'id');

  const blogCategoryIds = new Set(content.blogCategories.map((category) => category.id));
  const tagNames = content.blogTags.map((tag) => tag.tagName);
  content.blogs.forEach((blog, index) => {
    if (!blogCategoryIds.has(blog.categoryId)) {
      errors.push({
        file: fileOf('blogs'),
        pointer: `/blogs/${index}/categoryId`,
        message: `no blog category with id ${blog.categoryId} in ${fileOf('blog-categories')}; ids: ${[...blogCategoryIds].join(', ')}`,
      });
    }
    blog.tags.forEach((tag, tagIndex) => {
      if (!tagNames.includes(tag)) {
        errors.push({
          file: fileOf('blogs'),
          pointer: `/blogs/${index}/tags/${tagIndex}`,
          message: `no tag "${tag}" in ${fileOf('blog-tags')}${didYouMean(tag, tagNames)}`,
        });
      }
    });
  });
  const galleryCategoryIds = new Set(content.galleryCategories.map((category) => category.id));
  content.gallery.forEach((item, index) => {
    if (!galleryCategoryIds.has(item.categoryId)) {
      errors.push({
        file: fileOf('gallery'),
        pointer: `/gallery/${index}/categoryId`,
        message: `no gallery category with id ${item.categoryId} in ${fileOf('gallery-categories')}; ids: ${[...galleryCategoryIds].join(', ')}`,
      });
    }
  });
  return errors;
}
