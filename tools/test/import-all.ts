// Entry of one process that runs several test files together (node-tests.ts): imports each,
// in order, so their tests register with this process's test runner. Paths are resolved first:
// a test that changes the working directory must not change where the next file is found.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const files = process.argv.slice(2).map((file) => pathToFileURL(resolve(file)).href);
for (const file of files) await import(file);
