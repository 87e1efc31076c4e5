import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeSeedDataRules } from '../testing/seed-data-rules';

describeSeedDataRules(dirname(fileURLToPath(import.meta.url)));
