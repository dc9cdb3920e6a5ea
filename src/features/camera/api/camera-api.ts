import { useQuery } from '@tanstack/react-query';
import { authOwnUseList } from '@contract/authorization';
import { useImageSave } from '@contract/use-record';
import { call, upload } from '@/lib/api-client';
import { currentSessionInfo } from '@/lib/session';
import { cameraKeys } from './keys';

/** The caller's open authorisations: photos can be synchronised for one of them. */
export function useOpenAuthorizations() {
  const userId = currentSessionInfo()?.userId;
  return useQuery({
    queryKey: cameraKeys.openAuthorizations(),
    queryFn: () => call(authOwnUseList, { pageNum: 1, pageSize: 50, userId: userId! }),
    enabled: userId !== undefined,
  });
}

/** Uploads one photo to the authorisation's latest use (or keeps it for the next one): use-image save. */
export function uploadPhoto(empowerNo: string, file: File, onProgress: (percent: number) => void) {
  return upload(useImageSave, { empowerNo }, file, onProgress, { silent: true });
}
