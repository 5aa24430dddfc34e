import axios from 'axios';
import { showFeedback } from './feedback';
import { tl } from './i18n';
import { request, tansParams } from './request-instance';

/** A download shows its progress once it has taken this long (a small file comes and goes unseen). */
const SHOW_AFTER_MS = 600;
let downloads = 0;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * A notification for a long download: how much has arrived (an export streams its rows, so the
 * size is not known beforehand) and a button that cancels it. Returns the progress callback and
 * the function that closes it.
 */
function downloadProgress(filename: string, controller: AbortController) {
  const key = `download-${++downloads}`;
  let shown = false;
  let loaded = 0;
  const show = () =>
    showFeedback((f) =>
      f.notification.open({
        key,
        title: tl('download.title', { name: filename }),
        description: tl('download.received', { size: megabytes(loaded) }),
        duration: 0,
        closable: false,
        actions: f.actionButton(tl('download.cancel'), () => controller.abort()),
      }),
    );
  const timer = setTimeout(() => {
    shown = true;
    show();
  }, SHOW_AFTER_MS);
  return {
    onDownloadProgress: (e: { loaded: number }) => {
      loaded = e.loaded;
      if (shown) show();
    },
    done: () => {
      clearTimeout(timer);
      if (shown) showFeedback((f) => f.notification.destroy(key));
    },
  };
}

/** Offers a blob to the user as a file called filename. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A blob answer is saved; anything else means the server sent no file (its message was shown). */
async function saveAnswer(answer: Promise<Blob>, filename: string): Promise<void> {
  const blob = await answer;
  if (!(blob instanceof Blob)) {
    console.error(tl('errors.serviceException'));
    return;
  }
  saveBlob(blob, filename);
}

export interface DownloadOptions {
  /** RuoYi exports are POST forms (the default); GET sends the params as the query. */
  method?: 'get' | 'post';
}

/** Export helper: fetches url as a blob with params and saves it under filename. */
export async function download(
  url: string,
  params: Record<string, unknown> = {},
  filename: string,
  options: DownloadOptions = {},
): Promise<void> {
  const post = (options.method ?? 'post') === 'post';
  const controller = new AbortController();
  const progress = downloadProgress(filename, controller);
  const answer = request<Blob>({
    url,
    method: options.method ?? 'post',
    responseType: 'blob',
    timeout: 0,
    signal: controller.signal,
    onDownloadProgress: progress.onDownloadProgress,
    ...(post
      ? { data: tansParams(params), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
      : { params }),
  });
  try {
    await saveAnswer(answer, filename);
  } catch (error) {
    if (!axios.isCancel(error)) throw error;
    showFeedback((f) => f.message.info(tl('download.cancelled')));
  } finally {
    progress.done();
  }
}

/** Downloads a generated file from /common/download (deleted on the server afterwards by default). */
export async function downloadFile(fileName: string, del = true): Promise<void> {
  const answer = request<Blob>({
    url: `/common/download?fileName=${encodeURIComponent(fileName)}&delete=${del}`,
    method: 'get',
    responseType: 'blob',
    timeout: 0,
  });
  await saveAnswer(answer, fileName);
}
