import { sign as signData } from 'node:crypto';
import type { RequestOf, ResponseOf } from '../../contract/endpoint';
import { DEVICE_TOKEN_URL, RUNTIME_CONFIG_URL } from '../../contract/runtime';
import { canonicalString, timestampKey } from '../../contract/signing';
import { deviceReportUse, devicePhoto, deviceStatus } from '../../contract/use-record';

/**
 * A seal device as the gateway sees it: headers deviceId + deviceToken (the demo hands out the token), and every call
 * signed like the console's (the runtime configuration's key), so tests drive the device side through its real calls.
 */
export async function deviceClient(baseUrl: string, deviceId: string) {
  const get = async <T>(path: string): Promise<T> => {
    const body = (await (await fetch(baseUrl + path)).json()) as { code: number; msg: string; data: T };
    if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
    return body.data;
  };
  const { signingKey } = await get<{ signingKey: string }>(RUNTIME_CONFIG_URL);
  const { deviceToken } = await get<{ deviceToken: string }>(`${DEVICE_TOKEN_URL}?deviceId=${deviceId}`);

  /** POSTs one gateway call; the signature covers the text fields and the timestamp. */
  async function post<T>(path: string, fields: Record<string, unknown>, body: BodyInit, type?: string): Promise<T> {
    const ttf = String(Date.now());
    const signature = signData(
      'sha256',
      Buffer.from(canonicalString(fields, { key: timestampKey('POST'), value: ttf })),
      signingKey,
    );
    const headers: Record<string, string> = {
      clientType: '0',
      deviceId,
      deviceToken,
      sign: signature.toString('base64'),
    };
    if (type) headers['content-type'] = type;
    const res = await fetch(`${baseUrl}/api/operate/${path}?ttf=${ttf}`, { method: 'POST', headers, body });
    const envelope = (await res.json()) as { code: number; msg: string; data: T };
    if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  }

  return {
    /** Reports a stamp; a networked use counts against the device's activated authorisation. */
    reportUse: (use: RequestOf<typeof deviceReportUse>) =>
      post<ResponseOf<typeof deviceReportUse>>(deviceReportUse.path, use, JSON.stringify(use), 'application/json'),
    /** Reports that it is online or offline, with its battery (and position). */
    status: (status: RequestOf<typeof deviceStatus>) =>
      post<ResponseOf<typeof deviceStatus>>(deviceStatus.path, status, JSON.stringify(status), 'application/json'),
    /** Uploads a photo of one of its uses. */
    photo: (useRecordId: number, png: Buffer, name = 'photo.png') => {
      const form = new FormData();
      form.append('useRecordId', String(useRecordId));
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
      return post<ResponseOf<typeof devicePhoto>>(devicePhoto.path, { useRecordId: String(useRecordId) }, form);
    },
  };
}
