import { languageOf } from './collect';

// Every namespace of one language in one chunk: a page loads its own language only (bench/pages.mjs).
export default languageOf(import.meta.glob(['./en/*.json', '../pages/*/locales/en.json'], { eager: true }), 'en');
