import { deferred } from '../../lib/deferred';

/**
 * The lines editor, fetched once the page has shown its first rows: it is drawn only inside the
 * add/edit dialog, and its number inputs and tables are not needed before.
 */
export const LinesEditorLater = deferred(() => import('./lines-editor').then((m) => m.LinesEditor));
