import { languageOf } from './collect';

// Every namespace of one language in one chunk: a page loads its own language only (bench/pages.mjs).
export default languageOf(import.meta.glob(['./zh/*.json', '../pages/*/locales/zh.json'], { eager: true }), 'zh');
