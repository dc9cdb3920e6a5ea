import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file } from '../../contract';
import { imageSizeOf } from '../../server/src/lib/image-size';
import { startTestServer, type TestServer } from './helpers';
import { JPEG, PNG, pngDeclaring } from './org-fixtures';
import { MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let member: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  member = await staffSession(server, MEMBER);
});
afterAll(async () => {
  await server?.close();
});

function jpegDeclaring(width: number, height: number): Buffer {
  const big = Buffer.from(JPEG);
  const frame = big.indexOf(Buffer.from([0xff, 0xc0]));
  big.writeUInt16BE(height, frame + 5);
  big.writeUInt16BE(width, frame + 7);
  return big;
}

const upload = (data: Buffer, filename: string) =>
  server.call(file.fileUpload, { purpose: 'attachment' }, { token: member.token, file: { filename, data } });

describe('image uploads', () => {
  it('reads the declared size of a PNG and a JPEG without decoding them', () => {
    expect(imageSizeOf(pngDeclaring(6000, 6000))).toEqual({ width: 6000, height: 6000 });
    expect(imageSizeOf(jpegDeclaring(9000, 5000))).toEqual({ width: 9000, height: 5000 });
    expect(imageSizeOf(Buffer.from('%PDF-1.4'))).toBeUndefined();
  });

  it('refuses a small file declaring more than 40 million pixels, PNG or JPEG, and stores nothing', async () => {
    for (const [data, name] of [
      [pngDeclaring(8000, 8000), 'bomb.png'],
      [jpegDeclaring(10000, 10000), 'bomb.jpg'],
    ] as const) {
      const res = await upload(data, name);
      expect(res.status).toBe(413);
      expect(res.msg).toBe('图片尺寸过大，不能超过4000万像素');
    }
  });

  it('refuses an image whose header cannot be read', async () => {
    const res = await upload(PNG.subarray(0, 20), 'cut.png');
    expect(res.code).toBe(400);
    expect(res.msg).toBe('图片文件已损坏，无法读取');
  });

  it('still stores ordinary pictures', async () => {
    expect((await upload(PNG, 'a.png')).code).toBe(0);
    expect((await upload(JPEG, 'a.jpg')).code).toBe(0);
    expect((await upload(pngDeclaring(6000, 6000), 'big.png')).code).toBe(0);
  });
});

describe('file names', () => {
  it('a name with a right-to-left override is refused and nothing is stored', async () => {
    const res = await upload(PNG, 'invoice\u202Egnp.exe');
    expect(res.code).toBe(400);
    expect(res.msg).toBe('输入内容包含不允许的控制字符');
  });
});
