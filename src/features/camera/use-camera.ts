import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraProblem, cameraSupported, type CameraProblem } from './camera-problem';

export type Facing = 'environment' | 'user';

export interface Camera {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  state: 'starting' | 'ready' | 'problem';
  problem: CameraProblem | null;
  facing: Facing;
  switchFacing: () => void;
  retry: () => void;
  /** The current frame as a JPEG file, or null when the camera is not ready. */
  capture: () => Promise<File | null>;
}

/** The phone's camera (rear first) in a video element; stopped when the page goes. */
export function useCamera(): Camera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Camera['state']>('starting');
  const [problem, setProblem] = useState<CameraProblem | null>(null);

  useEffect(() => {
    if (!cameraSupported()) {
      setState('problem');
      setProblem('unsupported');
      return;
    }
    let stream: MediaStream | null = null;
    let cancelled = false;
    setState('starting');
    setProblem(null);
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1440 } },
        audio: false,
      })
      .then(async (s) => {
        if (cancelled) return s.getTracks().forEach((track) => track.stop());
        stream = s;
        const video = videoRef.current;
        if (video) {
          video.srcObject = s;
          await video.play().catch(() => undefined);
        }
        setState('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState('problem');
        setProblem(cameraProblem(error));
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facing, attempt]);

  const capture = useCallback(async () => {
    const video = videoRef.current;
    if (!video || state !== 'ready' || video.videoWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    return blob ? new File([blob], `phone-${Date.now()}.jpg`, { type: 'image/jpeg' }) : null;
  }, [state]);

  return {
    videoRef,
    state,
    problem,
    facing,
    switchFacing: () => setFacing((f) => (f === 'environment' ? 'user' : 'environment')),
    retry: () => setAttempt((a) => a + 1),
    capture,
  };
}
