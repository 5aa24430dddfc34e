/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_APP_BASE_API?: string;
  readonly VITE_APP_TITLE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
/** antd's rules for what the login page draws (build/antd-styles.ts) */
declare module 'virtual:antd-login.css';
