import { fetchTempUrl } from '@/lib/files';

/** Saves what a same-origin link serves under the given name. */
export function downloadUrl(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
}

/** Downloads one of the unit's files (an issued copy) through a short-lived same-origin link. */
export async function downloadFile(fileId: string, name: string) {
  const url = await fetchTempUrl(fileId);
  if (url) downloadUrl(url, name);
}
