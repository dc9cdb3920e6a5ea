import { expect } from 'vitest';
import { file } from '../../../contract';
import type { TestServer } from '../helpers';

/** Uploads a document with the session's token; its file id. */
export async function uploadAs(server: TestServer, token: string, data: Buffer, filename: string): Promise<string> {
  const res = await server.call(file.fileUpload, {}, { token, file: { filename, data } });
  expect(res.code, res.msg).toBe(0);
  return res.data.fileId;
}
