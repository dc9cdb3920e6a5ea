import { FILE_MAX_BYTES, fileDelete, fileTempUrl, fileTypes } from '@contract/file';
import { ApiError, call } from './api-client';

export type FileType = (typeof fileTypes)[number];

/** Client-side check before an upload: the server sniffs the bytes again, this only spares a pointless transfer. */
export function checkFile(
  candidate: { type: string; size: number },
  accept: readonly string[] = fileTypes,
): 'badType' | 'tooLarge' | null {
  if (!accept.includes(candidate.type)) return 'badType';
  if (candidate.size > FILE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Spec section 8: a failed signed-URL fetch gives an empty URL and logs the server's message. */
export async function fetchTempUrl(filePath: string): Promise<string> {
  try {
    return (await call(fileTempUrl, { filePath }, { silent: true })).tmpUrl;
  } catch (e) {
    console.warn('temp-url:', e instanceof ApiError ? e.message : e);
    return '';
  }
}

/**
 * Opens one of the unit's files in a new tab, asking for its link only when clicked: the server may first mark a copy
 * for the caller (seconds for a PDF, when the unit's rule watermarks downloads), and a refusal is shown like any
 * call's. The tab opens at once, inside the click, so the browser does not block it as a pop-up.
 */
export async function openFile(fileId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { tmpUrl } = await call(fileTempUrl, { filePath: fileId });
    if (tab && tmpUrl) tab.location.href = tmpUrl;
    else tab?.close();
  } catch {
    tab?.close();
  }
}

/** Deletes one of the unit's files (an attachment removed before it was saved); a failure only logs. */
export async function deleteFile(fileId: string): Promise<void> {
  try {
    await call(fileDelete, { fileId }, { silent: true });
  } catch (e) {
    console.warn('file delete:', e instanceof ApiError ? e.message : e);
  }
}
