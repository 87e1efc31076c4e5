import type { Plugin } from 'vite';
import { defaultLoadOptions, validateContent } from '../src/content/node/load-content';
import { PREVIEW_IMAGE_SIZE } from '../src/seo/preview-image';
import { renderSvgToPng } from './artwork/render-png';
import { pagePreviewDrawing } from './build-preview-images';

/**
 * `npm run dev` only: draws a page's link-preview image when it is asked for
 * (`/og/pages/<page key>.png`), from the content as it is now. The build writes the same images
 * once (scripts/build-preview-images.ts), which the dev server never runs.
 */
export function previewImagesDevPlugin(rootDir: string): Plugin {
  return {
    name: 'clinic-preview-images',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const key = /^\/og\/pages\/(.+)\.png$/.exec(request.url?.split('?')[0] ?? '')?.[1];
        if (!key) return next();
        const content = validateContent(defaultLoadOptions(rootDir)).content;
        const page = content?.pages.get(key);
        if (!content || !page) return next();
        renderSvgToPng(pagePreviewDrawing(page, content.index), PREVIEW_IMAGE_SIZE.width, PREVIEW_IMAGE_SIZE.height).then((png) => {
          response.setHeader('content-type', 'image/png');
          response.setHeader('cache-control', 'no-cache');
          response.end(png);
        }, next);
      });
    },
  };
}
