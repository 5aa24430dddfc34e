import { languageOf } from './collect';

// The namespaces only pages outside the console frame use (app/lazy-pages.tsx): no console page waits for them.
export default languageOf(import.meta.glob('../pages/{mobile,public}/locales/zh.json', { eager: true }), 'zh');
