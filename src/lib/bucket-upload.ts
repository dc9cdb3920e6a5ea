import {
  fileUpload,
  fileUploadConfirm,
  fileUploadPlan,
  type filePurposes,
  type fileTypes,
  type UploadedFile,
  type UploadPlan,
} from '@contract/file';
import { ApiError, call, upload } from '@/lib/api-client';
import { t } from '@/lib/i18n';

type DirectPlan = Extract<UploadPlan, { mode: 'direct' }>;

/**
 * One PUT of the file to the presigned URL of the plan (the bucket checks the signed type and size), reporting the
 * share sent, 0 to 100. XMLHttpRequest, since fetch reports no upload progress. Ends within the upload time-out.
 */
export function putToBucket(plan: DirectPlan, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const failed = () => reject(new ApiError(0, t('upload.bucketFailed'), false));
    xhr.open('PUT', plan.url);
    for (const [name, value] of Object.entries(plan.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = fileUpload.timeoutMs ?? 0;
    xhr.upload.onprogress = (e) =>
      onProgress(Math.min(100, Math.round((e.loaded / (e.total || file.size || 1)) * 100)));
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : failed());
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.send(file);
  });
}

/**
 * Sends one file of file-manage's: the server says how (its answer is the one switch). Straight to the bucket by a
 * presigned PUT and then a confirmation when object storage is configured; through the server's upload otherwise.
 * Refusals are silent: the upload piece shows them.
 */
export async function sendFile(
  purpose: (typeof filePurposes)[number],
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  const silent = { silent: true };
  // The upload piece checked the type against the accepted ones before; the server checks the bytes again.
  const contentType = file.type as (typeof fileTypes)[number];
  const plan = await call(
    fileUploadPlan,
    { name: file.name.slice(0, 255), size: file.size, contentType, purpose },
    silent,
  );
  if (plan.mode !== 'direct') return upload(fileUpload, { purpose }, file, onProgress, silent);
  await putToBucket(plan, file, onProgress);
  return call(fileUploadConfirm, { ticket: plan.ticket }, silent);
}
