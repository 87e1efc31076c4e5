import './i18n/fonts/gujarati.css';
import './i18n/words/gu';
import contentIndex from 'virtual:content-index/gu';
import pageLoaders from 'virtual:page-loaders/gu';
import { startClient } from './app/start-client';
import { gu } from './i18n/dictionaries/gu';

/** The app with the Gujarati content (pages under /gu/). */
void startClient(contentIndex, pageLoaders, () => import('virtual:treatment-cards/gu'), gu);
