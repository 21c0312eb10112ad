/**
 * Writes docs/api/openapi.yaml from the declared calls. `--check`: writes nothing; exits 1 when
 * the committed file differs from what the generator produces now.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENAPI_FILE, renderOpenApi } from './render';

const file = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), OPENAPI_FILE);
const wanted = await renderOpenApi();
const present = existsSync(file) ? readFileSync(file, 'utf8') : null;

if (process.argv.includes('--check')) {
  if (present !== wanted) {
    console.error(`${OPENAPI_FILE} is ${present === null ? 'missing' : 'out of date'}: run \`npm run openapi\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${OPENAPI_FILE} is up to date.`);
} else if (present === wanted) {
  console.log(`${OPENAPI_FILE} is up to date.`);
} else {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, wanted);
  console.log(`wrote ${OPENAPI_FILE}`);
}
