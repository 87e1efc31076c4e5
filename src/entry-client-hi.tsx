import './i18n/fonts/devanagari.css';
import './i18n/words/hi';
import contentIndex from 'virtual:content-index/hi';
import pageLoaders from 'virtual:page-loaders/hi';
import { startClient } from './app/start-client';
import { hi } from './i18n/dictionaries/hi';

/** The app with the Hindi content (pages under /hi/). */
void startClient(contentIndex, pageLoaders, () => import('virtual:treatment-cards/hi'), hi);
