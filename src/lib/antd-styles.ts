// antd's static sheet, without the blocks that never match (build/antd-styles.ts)
import sheet from 'virtual:antd.css?url';

let loading: Promise<void> | undefined;

/**
 * antd's whole static sheet, placed ahead of every other sheet, as it was when the entry imported it:
 * the app's own rules still come after antd's. The login page, in the entry, draws no antd and
 * loads none of it. Resolves once the sheet has loaded, or failed: the page still shows, and the
 * next page asks for the sheet again.
 */
export function loadAntdStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = sheet;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      loading = undefined;
      resolve();
    };
    document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"], style'));
  });
  return loading;
}

/** A page's chunk, with antd's whole sheet beside it. */
export const withAntdStyles =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), loadAntdStyles()]).then(([module]) => module);
