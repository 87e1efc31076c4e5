declare module 'virtual:content-index' {
  import type { ContentIndex } from './content-index';
  const index: ContentIndex;
  export default index;
}

declare module 'virtual:page-loaders' {
  import type { PageDefinition } from './types';
  const loaders: Record<string, () => Promise<{ default: PageDefinition }>>;
  export default loaders;
}
