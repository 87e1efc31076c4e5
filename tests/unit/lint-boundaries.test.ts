import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js (the architecture's boundaries, React Router's components,
 * cycles), each proved on code that breaks it: each snippet is linted as if it were a file at the
 * given place in the repository, against the real files.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint: architecture boundaries', () => {
  it('refuses a section that imports another section', async () => {
    const ids = await ruleIds('src/sections/message/uses-banner.ts', "import section from '../page-banner/section';\nexport default section;\n");
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('lets a section import its own files and shared modules', async () => {
    const ids = await ruleIds(
      'src/sections/message/own.ts',
      "import section from './section';\nimport { Icon } from '../../ui/icon';\nexport default [section, Icon];\n",
    );
    expect(ids).toEqual([]);
  });

  it('refuses src/ui importing a section, the layout or the app', async () => {
    for (const code of [
      "import section from '../sections/message/section';\nexport default section;\n",
      "import { SiteLayout } from '../layout/site-layout';\nexport default SiteLayout;\n",
      "import { App } from '../app/app';\nexport default App;\n",
    ]) {
      expect(await ruleIds('src/ui/bad-widget.ts', code)).toContain('import-x/no-restricted-paths');
    }
  });

  it('refuses Node built-ins in browser code', async () => {
    const ids = await ruleIds('src/sections/message/reads-files.ts', "import fs from 'node:fs';\nexport default fs;\n");
    expect(ids).toContain('no-restricted-imports');
  });

  it('refuses src/ui importing the renderer', async () => {
    const ids = await ruleIds('src/ui/bad-widget.ts', "import { PageRenderer } from '../renderer/page-renderer';\nexport default PageRenderer;\n");
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuses browser code importing build scripts', async () => {
    const ids = await ruleIds(
      'src/content/uses-script.ts',
      "import { contentPlugin } from '../../scripts/vite-content-plugin';\nexport default contentPlugin;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it.each(['react-router-dom', 'react-router'])("refuses %s's <Link>, <NavLink> and <Form> in browser code, and allows its hooks", async (name) => {
    for (const component of ['Link', 'NavLink', 'Form']) {
      const ids = await ruleIds('src/ui/own-link.tsx', `import { ${component} } from '${name}';\nexport default ${component};\n`);
      expect(ids, component).toContain('no-restricted-imports');
    }
    expect(await ruleIds('src/ui/own-link.tsx', `import { useNavigate } from '${name}';\nexport default useNavigate;\n`)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // route-matching.ts is imported by use-is-treatment-route.ts: importing that back closes a loop.
    const ids = await ruleIds(
      'src/content/route-matching.ts',
      "import { useIsTreatmentRoute } from '../layout/use-is-treatment-route';\nexport default useIsTreatmentRoute;\n",
    );
    expect(ids).toContain('import-x/no-cycle');
  });

  it('refuses a module importing itself', async () => {
    const ids = await ruleIds('src/content/located.ts', "import * as self from './located';\nexport default self;\n");
    expect(ids).toContain('import-x/no-self-import');
  });

  it('refuses a path with segments that lead nowhere', async () => {
    const ids = await ruleIds('src/content/uses-located.ts', "import * as located from '../content/located';\nexport default located;\n");
    expect(ids).toContain('import-x/no-useless-path-segments');
  });

  it('refuses the server importing build scripts, and browser code importing the server', async () => {
    expect(
      await ruleIds('server/uses-script.ts', "import { contentPlugin } from '../scripts/vite-content-plugin';\nexport default contentPlugin;\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/api/uses-server.ts', "import { buildServer } from '../../server/app';\nexport default buildServer;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });
});
