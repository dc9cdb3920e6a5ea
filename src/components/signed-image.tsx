import { useEffect, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { fetchTempUrl } from '@/lib/files';

/*
 * Photos come with signed links that work for a few minutes (file/v2/temp-url). A screen that stays open (the
 * dashboard, the wall display, a viewer opened later) may load an image after its link expired: the image then asks
 * for a fresh link once and tries again. A link renewed for one image serves every image of that file for a while.
 */

/** How long a renewed link is trusted (the server's links work 5 minutes). */
const RENEWED_FOR_MS = 4 * 60_000;
const renewed = new Map<string, { url: string; at: number }>();
const asking = new Map<string, Promise<string>>();

/** A fresh link to the file ('' when the server has none); concurrent asks for one file share a call. */
function renewLink(fileId: string): Promise<string> {
  let pending = asking.get(fileId);
  if (!pending) {
    pending = fetchTempUrl(fileId).then((url) => {
      asking.delete(fileId);
      if (url) renewed.set(fileId, { url, at: Date.now() });
      return url;
    });
    asking.set(fileId, pending);
  }
  return pending;
}

function renewedLink(fileId: string): string | null {
  const hit = renewed.get(fileId);
  return hit && Date.now() - hit.at < RENEWED_FOR_MS ? hit.url : null;
}

export interface SignedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The file behind the link: what a fresh link is asked for. */
  fileId: string;
  /** The signed link the data came with (it may have expired by now). */
  url: string;
}

interface Shown {
  fileId: string;
  src: string;
  /** A fresh link was asked for already: a second failure is final. */
  renewing: boolean;
}

/** An `<img>` of a signed file link that renews the link once when the image fails to load. */
export function SignedImage({ fileId, url, onError, ...rest }: SignedImageProps) {
  const start = (): Shown => ({ fileId, src: renewedLink(fileId) ?? url, renewing: false });
  const [state, setState] = useState(start);
  // Another file: start over (a loaded image keeps its link while the same file's data bring newer ones).
  let shown = state;
  if (state.fileId !== fileId) {
    shown = start();
    setState(shown);
  }

  const renew = () => {
    if (shown.renewing) return;
    setState({ ...shown, renewing: true });
    void renewLink(fileId).then((fresh) => {
      if (fresh) setState((s) => (s.fileId === fileId ? { ...s, src: fresh } : s));
    });
  };
  // No link at all (a failed temp-url answers ''): there is nothing to load, ask at once.
  const missing = shown.src === '' && !shown.renewing;
  useEffect(() => {
    if (missing) renew();
  });

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    onError?.(event);
    renew();
  };
  return <img {...rest} src={shown.src || undefined} onError={handleError} />;
}
