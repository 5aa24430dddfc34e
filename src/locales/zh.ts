import { languageOf } from './collect';

// The console's namespaces of one language in one chunk: a page loads its own language only
// (bench/pages.mjs); the phone area's and the drivers' pages bring theirs along (./zh-outside.ts).
export default languageOf(
  import.meta.glob(['./zh/*.json', '../pages/*/locales/zh.json', '!../pages/{mobile,public}/locales/zh.json'], { eager: true }),
  'zh',
);
