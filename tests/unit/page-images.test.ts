import path from 'node:path';
import { defaultLoadOptions } from '../../src/content/node/load-content';
import { describePageImageRules } from './page-image-rules';

describePageImageRules(defaultLoadOptions(path.resolve(__dirname, '../..')).contentDir);
