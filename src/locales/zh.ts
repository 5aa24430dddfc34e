import { languageOf } from './collect';

// The namespaces every console page reads, of one language: a page loads its own language only
// (bench/pages.mjs). A page's own come with its modules (build/page-labels.ts); the phone area's and
// the drivers' pages bring theirs along (./zh-outside.ts).
export default languageOf(
  import.meta.glob('./zh/*.json', { eager: true }),
  'zh',
);
