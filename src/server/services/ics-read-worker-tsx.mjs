// The iCalendar reading thread when the server runs from its TypeScript sources (tests, tsx): a
// worker thread does not inherit the parent's TypeScript loader, so it loads the worker module
// through tsx here. The built server uses dist/server/ics-read-worker.js instead and never loads this file.
import { tsImport } from 'tsx/esm/api';

await tsImport('./ics-read-worker.ts', import.meta.url);
