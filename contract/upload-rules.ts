// Zod-free, so that a page with an upload control draws without the schema library; files.ts
// re-exports them beside the upload routes' schemas.

/** Upload rules shared by the SPA (accept lists, size hints) and the server (the real check). */
export const IMAGE_EXTENSIONS = ['bmp', 'gif', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'html', 'htm', 'txt', 'rar', 'zip', 'gz', 'bz2', 'pdf'] as const;
export const MEDIA_EXTENSIONS = ['mp4', 'avi', 'rmvb'] as const;
/** What POST /common/upload accepts (RuoYi's DEFAULT_ALLOWED_EXTENSION plus media). */
export const UPLOAD_EXTENSIONS = [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS, ...MEDIA_EXTENSIONS] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** What a supplier's booking link takes as the packing list (POST /public/supplier/{token}/packing-list). */
export const PACKING_LIST_EXTENSIONS = ['pdf', 'xls', 'xlsx', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

/** An avatar is an image of at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The default upload limit; the server's UPLOAD_MAX_BYTES may change it. */
export const UPLOAD_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;

/** `accept` attribute of an <input type=file> for a list of extensions. */
export const acceptOf = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(',');
