// Lints texts as if they were files of the repository, with the repository's own configuration, through ESLint's
// Node API: reads [{ code, filePath }] as JSON on stdin, writes [{ filePath, messages: [{ ruleId, message }] }].
// The lint zones' Jest test (web-kit/src/lint-zones.test.ts) runs it in a process of its own, as ESLint loads its
// configuration as an ES module, which Jest's module system does not.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: ROOT });
const out = [];
for (const { code, filePath } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  out.push({
    filePath,
    messages: (result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, message: m.message })),
  });
}
process.stdout.write(JSON.stringify(out));
