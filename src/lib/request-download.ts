import { tl } from './i18n';
import { request, tansParams } from './request-instance';

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
  const answer = request<Blob>({
    url,
    method: options.method ?? 'post',
    responseType: 'blob',
    timeout: 0,
    ...(post
      ? { data: tansParams(params), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
      : { params }),
  });
  await saveAnswer(answer, filename);
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
