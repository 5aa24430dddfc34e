import { BASE_API } from './request';

/** Where the browser shows a stored upload path (/profile/upload/…). */
export const photoUrl = (path: string) => `${BASE_API}${path}`;

/** The stored upload paths of a photos field (comma-separated), blanks dropped. */
export const splitPhotos = (value: unknown) =>
  typeof value === 'string' && value ? value.split(',').map((p) => p.trim()).filter(Boolean) : [];
