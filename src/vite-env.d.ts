/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_APP_BASE_API?: string;
  readonly VITE_APP_TITLE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
declare module 'virtual:antd.css?url' {
  const url: string;
  export default url;
}
declare module 'virtual:antd-later.css?url' {
  const url: string;
  export default url;
}
declare module 'virtual:antd-part-urls' {
  /** the addresses of antd's part sheets (build/antd-styles.ts) */
  export const parts: Record<import('./lib/antd-parts').AntdPart, string>;
  export const allParts: string;
}
