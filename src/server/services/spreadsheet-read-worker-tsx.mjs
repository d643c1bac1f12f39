// The spreadsheet reader's worker when the server runs from its TypeScript sources (tests, tsx): a
// worker thread does not inherit the parent's TypeScript loader, so it loads the worker module
// through tsx here. The built server uses dist/server/spreadsheet-read-worker.js instead.
import { tsImport } from 'tsx/esm/api';

export default tsImport('./spreadsheet-read-worker.ts', import.meta.url).then((module) => module.default);
