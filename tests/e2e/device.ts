import { urlOf, type Endpoint, type RequestOf, type ResponseOf } from '../../contract/endpoint';
import { DEVICE_TOKEN_URL } from '../../contract/runtime';
import { deviceReportUse, devicePhoto, deviceStatus } from '../../contract/use-record';
import { renderUsePhoto } from '../../server/src/modules/use-record/photo-render';
import { getPublic, signer } from './signed';

/**
 * A seal device as the gateway sees it: headers deviceId + deviceToken (the demo hands out the token), and every call
 * signed like the console's (the runtime configuration's key), so tests drive the device side through its real calls.
 */
export async function deviceClient(baseUrl: string, deviceId: string) {
  const sign = await signer(baseUrl);
  const { deviceToken } = await getPublic<{ deviceToken: string }>(baseUrl, `${DEVICE_TOKEN_URL}?deviceId=${deviceId}`);

  /** POSTs one gateway call; the signature covers the call, its text fields and the timestamp. */
  async function post<E extends Endpoint>(e: E, fields: Record<string, unknown>, body: BodyInit, type?: string) {
    const signed = sign(e, fields);
    const headers: Record<string, string> = { clientType: '0', deviceId, deviceToken, ...signed.headers };
    if (type) headers['content-type'] = type;
    const res = await fetch(`${baseUrl}${urlOf(e)}?${signed.query}`, { method: 'POST', headers, body });
    const envelope = (await res.json()) as { code: number; msg: string; data: ResponseOf<E> };
    if (envelope.code !== 0) throw new Error(`${e.path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  }

  return {
    /** Reports a stamp; a networked use counts against the device's activated authorisation. */
    reportUse: (use: RequestOf<typeof deviceReportUse>) =>
      post(deviceReportUse, use, JSON.stringify(use), 'application/json'),
    /** Reports that it is online or offline, with its battery (and position). */
    status: (status: RequestOf<typeof deviceStatus>) =>
      post(deviceStatus, status, JSON.stringify(status), 'application/json'),
    /** Uploads a photo of one of its uses. */
    photo: (useRecordId: number, png: Buffer, name = 'photo.png') => {
      const form = new FormData();
      form.append('useRecordId', String(useRecordId));
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
      return post(devicePhoto, { useRecordId }, form);
    },
  };
}

type Device = Awaited<ReturnType<typeof deviceClient>>;

/**
 * Networked stamps one after another (a second apart, so each has its own time), each followed by `photos` photos
 * drawn from it as the device's camera would send them. Answers each use's record id, time and the gateway's answer.
 */
export async function stampWithPhotos(
  device: Device,
  deviceId: string,
  place: { latitude: number; longitude: number; address: string },
  stamps: number,
  photos: number,
) {
  const done: Array<{
    at: Date;
    useRecordId: number;
    remaining: number | null;
    photograph: boolean;
    fileIds: string[];
  }> = [];
  for (let n = 0; n < stamps; n++) {
    const at = new Date();
    const use = await device.reportUse({ useType: 0, usedAt: at.toISOString(), ...place });
    const fileIds: string[] = [];
    for (let seq = 0; seq < photos; seq++) {
      const png = renderUsePhoto({ useRecordId: use.useRecordId, seq, deviceId, usedAt: at, ...place });
      fileIds.push((await device.photo(use.useRecordId, png, `use-${seq + 1}.png`)).fileId);
    }
    done.push({ at, useRecordId: use.useRecordId, remaining: use.remaining, photograph: use.photograph, fileIds });
    await new Promise((r) => setTimeout(r, 1100));
  }
  return done;
}
