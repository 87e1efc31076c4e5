import type { TestProject } from 'vitest/node';
import { dropTestTemplates } from './test-database';

/**
 * The vitest project `postgres`: after the run, the migrated templates its test databases were
 * copied from are dropped (each test drops its own database), so a run leaves the server as it found it.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const url = project.config.env?.TEST_DATABASE_URL;
  return async () => {
    if (typeof url === 'string' && url !== '') await dropTestTemplates(url);
  };
}
