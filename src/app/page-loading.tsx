import './page-loading.css';

/** Shown while a page's chunk loads; plain CSS so that the first chunk stays small. */
export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div className="page-loading" style={{ minHeight: fullscreen ? '100vh' : 240 }} data-testid="page-loading" role="status" aria-busy="true">
      <span className="page-loading-dot" />
    </div>
  );
}
