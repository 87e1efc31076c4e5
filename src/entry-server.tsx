import contentIndex from 'virtual:content-index';
import pageLoaders from 'virtual:page-loaders';
import type { ApiClient } from './api/api-client';
import { renderPage, type RenderOptions, type ServerRenderResult } from './app/render-page';
import { PageStore } from './content/page-store';

export { contentIndex };
export type { RenderOptions, ServerRenderResult };

const pages = new PageStore(pageLoaders, () => import('virtual:treatment-cards'));

/** Renders one request's page (see renderPage) with the built content. */
export function render(url: string, api: ApiClient, options: RenderOptions = {}): Promise<ServerRenderResult> {
  return renderPage(url, { index: contentIndex, pages, api }, options);
}
