import contentIndex from 'virtual:content-index';
import pageLoaders from 'virtual:page-loaders';
import { startClient } from './app/start-client';

/** The app with the English content. */
void startClient(contentIndex, pageLoaders, () => import('virtual:treatment-cards'));
