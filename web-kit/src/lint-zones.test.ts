/**
 * @jest-environment node
 */
// The front-end's zones (config/eslint/web-zones.mjs, decision 037) report each kind of breach, through the
// repository's own ESLint configuration, and leave a file within its zone alone.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Linted {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

const PATHS = 'import/no-restricted-paths';
const NAMES = '@typescript-eslint/no-restricted-imports';
const GLOBALS = 'no-restricted-globals';

/** Each case: a file of a package, its code, and the rules that must report it (none: a clean file). */
const CASES: { name: string; filePath: string; code: string; rules: string[] }[] = [
  {
    name: 'a remote importing another remote by path',
    filePath: 'mf-admin/src/features/zone-probe.tsx',
    code: "import { PortalRoutes } from '../../../mf-portal/src/app/routes';\nexport const x = PortalRoutes;\n",
    rules: [PATHS],
  },
  {
    name: 'a remote importing another remote by package name',
    filePath: 'mf-print/src/zone-probe.ts',
    code: "import { TEXT } from '@college/mf-admin/src/lib/texts';\nexport const x = TEXT;\n",
    rules: [NAMES],
  },
  {
    name: 'a remote importing the shell',
    filePath: 'mf-public/src/zone-probe.ts',
    code: "import { useLanguage } from '../../shell/src/features/chrome/use-language';\nexport const x = useLanguage;\n",
    rules: [PATHS],
  },
  {
    name: 'web-kit importing a remote',
    filePath: 'web-kit/src/zone-probe.ts',
    code: "import { TEXT } from '../../mf-print/src/lib/texts';\nexport const x = TEXT;\n",
    rules: [PATHS],
  },
  {
    name: 'web-kit importing the shell by package name',
    filePath: 'web-kit/src/zone-probe.ts',
    code: "import { PROVIDED_LIBRARIES } from '@college/shell/src/provided-libraries';\nexport const x = PROVIDED_LIBRARIES;\n",
    rules: [NAMES],
  },
  {
    name: 'shared-types importing React',
    filePath: 'shared-types/src/zone-probe.ts',
    code: "import { useState } from 'react';\nexport const x = useState;\n",
    rules: [NAMES],
  },
  {
    name: 'shared-types creating jotai atoms (browser state)',
    filePath: 'shared-types/src/zone-probe.ts',
    code: "import { atom } from 'jotai/vanilla';\nexport const x = atom(1);\n",
    rules: [NAMES],
  },
  {
    name: 'shared-types reading browser globals',
    filePath: 'shared-types/src/content/zone-probe.ts',
    code: "export const stored = () => localStorage.getItem('site_language') ?? window.location.href;\n",
    rules: [GLOBALS, GLOBALS],
  },
  {
    name: 'shared-types importing the API by path',
    filePath: 'shared-types/src/zone-probe.ts',
    code: "import { buildApp } from '../../api/src/app';\nexport const x = buildApp;\n",
    rules: [PATHS],
  },
  {
    name: 'shared-types importing web-kit by package name',
    filePath: 'shared-types/src/zone-probe.ts',
    code: "import { useText } from '@college/web-kit';\nexport const x = useText;\n",
    rules: [NAMES],
  },
  {
    name: 'a remote within its zone (the kit, the contract, its own files)',
    filePath: 'mf-admin/src/features/zone-probe.tsx',
    code:
      "import { pick } from '@college/shared-types';\nimport { useText } from '@college/web-kit';\n" +
      "import { LanguageSwitch } from '@college/web-kit/language-switch';\nimport { COMMON } from '../lib/texts';\n" +
      'export const x = [pick, useText, LanguageSwitch, COMMON];\n',
    rules: [],
  },
  {
    name: 'shared-types within its zone (jotai types, a parameter named location)',
    filePath: 'shared-types/src/zone-probe.ts',
    code:
      "import type { PrimitiveAtom } from 'jotai/vanilla';\nimport { parseLanguage } from './content/language';\n" +
      'export type A = PrimitiveAtom<number>;\nexport const x = (location: string) => parseLanguage(location.trim());\n',
    rules: [],
  },
];

function lint(cases: { code: string; filePath: string }[]): Linted[] {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'config/eslint/lint-text.mjs')], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out) as Linted[];
}

describe('the front-end lint zones', () => {
  let results: Linted[];
  beforeAll(() => {
    results = lint(CASES);
  }, 120_000);

  it.each(CASES.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    const wanted = CASES[i]!.rules;
    const reported = results[i]!.messages.map((m) => m.ruleId).sort();
    expect(reported).toEqual([...wanted].sort());
    for (const m of results[i]!.messages) expect(m.message).toMatch(/decision 037/);
  });
});
