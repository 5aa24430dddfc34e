import { ANTD_PARTS, type AntdPart } from '../../src/lib/antd-parts';

// The addresses the build gives antd's part sheets (build/antd-styles.ts), as jsdom sees them: it loads no sheet.
export const parts = Object.fromEntries(ANTD_PARTS.map((part) => [part, `/assets/antd-part-${part}.css`])) as Record<AntdPart, string>;
export const allParts = '/assets/antd-parts.css';
