import { useNavigation } from 'react-router';
import { useSettingsStore } from '../../stores/settings';

/**
 * A thin bar across the top while the next page's chunk and first rows are on their way (RuoYi shows
 * NProgress): the page being left stays until the next one can be drawn whole. It appears only
 * after 150 ms (layout.css), so that a quick change shows nothing.
 */
export function RouteProgress() {
  const loading = useNavigation().state === 'loading';
  const color = useSettingsStore((s) => s.theme);
  return loading ? <div className="route-progress" aria-hidden="true" style={{ color }} /> : null;
}
