/**
 * `npm run db:migration -- <name>`: writes server/db/migrations/<date>_<number>_<name>.ts with the
 * tables, columns, foreign keys and indexes the resource declarations hold beyond the registered
 * migrations, and registers it. `npm run db:migration -- --check` only compares (exit 1 on a
 * difference). Differences a generated migration should not settle are listed, and nothing is written.
 */
import { resourceList } from '../src/domain/resources';
import { migrations } from '../server/db/migrations';
import { compareWithMigrations, generateMigration } from '../server/db/migrationGenerator';

const [name] = process.argv.slice(2);
if (!name) {
  console.error('Usage: npm run db:migration -- <name>   (lower case, e.g. add_tools)\n       npm run db:migration -- --check');
  process.exit(2);
}

const check = name === '--check';
const result = check
  ? { comparison: await compareWithMigrations(resourceList, migrations) }
  : await generateMigration({ name, specs: resourceList, migrations });
const { changes, problems } = result.comparison;
for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length) {
  console.error('\nThese need a hand-written migration (or the declaration set back); nothing was written.');
  process.exit(1);
}
if (!changes.length) {
  console.log('The registry and the migrations agree; no migration needed.');
} else if (check) {
  console.error(`The registry declares ${changes.length} change(s) no migration makes; run npm run db:migration -- <name>.`);
  process.exit(1);
} else if ('file' in result) {
  console.log(`Wrote ${result.file} (${changes.length} change(s)) and registered it in server/db/migrations/index.ts.`);
}
