import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** `/redirect/*`: lands here to remount a view, then returns to it (the tab "refresh" action). */
export function Redirect() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = useParams();
  const target = `/${params['*'] ?? params.path ?? ''}`;
  useEffect(() => {
    navigate(target + search, { replace: true });
  }, [navigate, target, search]);
  return null;
}
