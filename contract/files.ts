import { z } from 'zod';

export * from './upload-rules.js';

export const uploadResult = z.object({
  code: z.number(),
  msg: z.string(),
  /** where the browser fetches it: {apiBase}/profile/upload/… */
  url: z.string(),
  /** the stored path, /profile/upload/YYYY/MM/DD/<uuid>.<ext>: save this in records */
  fileName: z.string(),
  newFileName: z.string(),
  originalFilename: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const avatarResult = z.object({ code: z.number(), msg: z.string(), imgUrl: z.string() });

export const downloadQuery = z.object({
  fileName: z.string().min(1).max(255),
  delete: z.enum(['true', 'false']).optional(),
});
