import { IMAGE_EXTENSIONS, type UploadExtension } from '../../../contract/files.js';

/** How many leading bytes the signature checks need. */
export const HEAD_BYTES = 4_100;

type Kind = 'png' | 'jpg' | 'gif' | 'bmp' | 'pdf' | 'zip' | 'ole' | 'gz' | 'bz2' | 'rar' | 'mp4' | 'avi' | 'rmvb' | 'exe';

const at = (head: Buffer, offset: number, signature: string | number[]) => {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);
};

/** The format the leading bytes announce, whatever the file is called. */
export function detectKind(head: Buffer): Kind | null {
  if (at(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(head, 0, [0xff, 0xd8, 0xff])) return 'jpg';
  if (at(head, 0, 'GIF87a') || at(head, 0, 'GIF89a')) return 'gif';
  if (at(head, 0, 'BM') && head.length >= 26) return 'bmp';
  if (at(head, 0, '%PDF-')) return 'pdf';
  if (at(head, 0, [0x50, 0x4b, 0x03, 0x04]) || at(head, 0, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (at(head, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (at(head, 0, [0x1f, 0x8b])) return 'gz';
  if (at(head, 0, 'BZh')) return 'bz2';
  if (at(head, 0, 'Rar!\x1a\x07')) return 'rar';
  if (at(head, 4, 'ftyp')) return 'mp4';
  if (at(head, 0, 'RIFF') && at(head, 8, 'AVI ')) return 'avi';
  if (at(head, 0, '.RMF')) return 'rmvb';
  if (at(head, 0, 'MZ') || at(head, 0, [0x7f, 0x45, 0x4c, 0x46])) return 'exe';
  return null;
}

const expected: Record<UploadExtension, Kind | 'text'> = {
  png: 'png', jpg: 'jpg', jpeg: 'jpg', gif: 'gif', bmp: 'bmp', pdf: 'pdf',
  docx: 'zip', xlsx: 'zip', pptx: 'zip', zip: 'zip', doc: 'ole', xls: 'ole', ppt: 'ole',
  gz: 'gz', bz2: 'bz2', rar: 'rar', mp4: 'mp4', avi: 'avi', rmvb: 'rmvb',
  txt: 'text', html: 'text', htm: 'text',
};

/** Text has no signature: it must at least not be a known binary nor hold NUL bytes (UTF-16 aside). */
const looksLikeText = (head: Buffer) =>
  detectKind(head) === null && (at(head, 0, [0xff, 0xfe]) || at(head, 0, [0xfe, 0xff]) || !head.includes(0));

/** Whether the content is what its extension claims. */
export function contentMatches(extension: UploadExtension, head: Buffer): boolean {
  const kind = expected[extension];
  return kind === 'text' ? looksLikeText(head) : detectKind(head) === kind;
}

/** The image extension the content proves, or null when it is no image we accept. */
export function imageExtensionOf(head: Buffer): (typeof IMAGE_EXTENSIONS)[number] | null {
  const kind = detectKind(head);
  return kind && (IMAGE_EXTENSIONS as readonly string[]).includes(kind) ? (kind as (typeof IMAGE_EXTENSIONS)[number]) : null;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp',
  pdf: 'application/pdf', txt: 'text/plain; charset=utf-8', html: 'text/html; charset=utf-8', htm: 'text/html; charset=utf-8',
  doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip', gz: 'application/gzip', bz2: 'application/x-bzip2', rar: 'application/vnd.rar',
  mp4: 'video/mp4', avi: 'video/x-msvideo', rmvb: 'application/vnd.rn-realmedia-vbr',
};

export const contentTypeOf = (extension: string) => CONTENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream';

/** Shown in the page (images, PDF, media, plain text); everything else, HTML included, is downloaded. */
export const isInline = (extension: string) =>
  ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'pdf', 'mp4', 'txt'].includes(extension.toLowerCase());
