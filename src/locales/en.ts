import { languageOf } from './collect';

// The console's namespaces of one language in one chunk: a page loads its own language only
// (bench/pages.mjs); the phone area's and the drivers' pages bring theirs along (./en-outside.ts).
export default languageOf(
  import.meta.glob(['./en/*.json', '../pages/*/locales/en.json', '!../pages/{mobile,public}/locales/en.json'], { eager: true }),
  'en',
);
