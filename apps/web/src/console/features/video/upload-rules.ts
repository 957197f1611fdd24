import type * as contract from '@glotv/contracts/console-media';

// Copies of the contract's values (importing them would bundle zod into the console); the `typeof`
// annotations fail the type-check if the contract changes.
export const CONSOLE_UPLOADS_PATH: typeof contract.CONSOLE_UPLOADS_PATH = '/api/console/v1/uploads';
export const DEFAULT_UPLOAD_MAX_BYTES: typeof contract.DEFAULT_UPLOAD_MAX_BYTES = 8 * 2 ** 30;
export const UPLOAD_VIDEO_EXTENSIONS: typeof contract.uploadVideoExtensions = [
  'mp4',
  'm4v',
  'mov',
  'mkv',
  'webm',
  'avi',
  'ts',
  'mts',
  'mpg',
  'mpeg',
  'mxf',
];

export type UploadRefusal = 'extension' | 'empty' | 'tooLarge';

/** What the server would refuse about this file before a byte is sent, or null when it may go. */
export function uploadRefusalOf(
  file: { name: string; size: number },
  maxBytes: number = DEFAULT_UPLOAD_MAX_BYTES,
): UploadRefusal | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!UPLOAD_VIDEO_EXTENSIONS.includes(extension) || file.name.length > 255) return 'extension';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** The upload's id, the last segment of the URL the tus server answered with. */
export function uploadIdOf(uploadUrl: string): string {
  return new URL(uploadUrl, 'http://x').pathname.split('/').filter(Boolean).pop() ?? '';
}
