import { Navigate, useLocation, useParams } from 'react-router';

/** /redirect/<path>: leaves at once for /<path>, so the page there mounts afresh (tags-view refresh). */
export function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${search}`} replace />;
}
