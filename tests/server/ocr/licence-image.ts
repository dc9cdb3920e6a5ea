import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { creditCodeCheckChar } from '../../../contract/credit-code';

/**
 * Licence-like images for the recognition tests and the accuracy benchmark (scripts/bench-licence-ocr.ts): the layout
 * of a Chinese business licence (title, credit code, name, legal representative, address, dates), drawn in one of the
 * machine's fonts, slightly rotated and saved as a JPEG of the given quality. Same options, same image.
 */

export interface LicenceText {
  companyFullName: string;
  socialCreditCode: string;
  legalPerson: string;
  address: string;
  establishedDate: string;
  validity: string;
}

export interface LicenceImageOptions {
  /** A CSS font family: the Chinese text is drawn in it (a family without CJK glyphs falls back to WenQuanYi). */
  font: string;
  /** JPEG quality, 0-100. */
  quality: number;
  /** Rotation in degrees (positive: clockwise). */
  rotationDeg: number;
}

const REPO_FONT = new URL('../../../server/assets/fonts/wqy-microhei.ttc', import.meta.url);
GlobalFonts.registerFromPath(decodeURIComponent(REPO_FONT.pathname), 'WenQuanYi Micro Hei');

/** Fonts of this machine and the repository that the benchmark draws with. */
export const LICENCE_FONTS = ['WenQuanYi Micro Hei', 'WenQuanYi Micro Hei Mono', 'DejaVu Sans', 'Liberation Serif'];

const ALPHABET = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'];

/** A small deterministic generator (mulberry32), so a seed always gives the same licence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A valid credit code: registration office 9 (industry and commerce), type 1 (enterprise), a region, an id. */
export function randomCreditCode(random: () => number): string {
  const region = pick(random, ['110108', '310115', '440305', '330106', '510107', '320102']);
  let body = `91${region}`;
  while (body.length < 17) body += pick(random, ALPHABET);
  return body + creditCodeCheckChar(body)!;
}

const CITIES = ['北京', '上海', '深圳', '杭州', '成都', '南京', '武汉', '西安'];
const WORDS = ['华信', '安达', '恒泰', '瑞丰', '启明', '中科', '金盾', '博远', '鼎盛', '新航', '宏图', '晨光'];
const TRADES = ['科技', '信息技术', '印章', '贸易', '电子', '网络科技', '智能设备'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '军', '杰', '涛', '明', '超', '华', '平'];
const ROADS = ['中关村大街', '长安路', '科技园南路', '文三路', '天府大道', '中山北路', '解放大道'];

function randomDate(random: () => number): string {
  const year = 2005 + Math.floor(random() * 19);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}年${String(month).padStart(2, '0')}月${String(day).padStart(2, '0')}日`;
}

/** A random licence: a plausible company, person and address with a valid credit code. */
export function randomLicence(random: () => number): LicenceText {
  const city = pick(random, CITIES);
  const established = randomDate(random);
  const name = `${city}${pick(random, WORDS)}${pick(random, WORDS)}${pick(random, TRADES)}有限公司`;
  const person = pick(random, SURNAMES) + pick(random, GIVEN) + (random() < 0.6 ? pick(random, GIVEN) : '');
  const address = `${city}市${pick(random, ROADS)}${1 + Math.floor(random() * 300)}号${1 + Math.floor(random() * 20)}层`;
  const validity = random() < 0.5 ? `${established}至长期` : `${established}至${randomDate(random)}`;
  return {
    companyFullName: name,
    socialCreditCode: randomCreditCode(random),
    legalPerson: person,
    address,
    establishedDate: established,
    validity,
  };
}

const WIDTH = 1400;
const HEIGHT = 1000;

/** Draws the licence and encodes it as a JPEG. */
export function licenceImage(licence: LicenceText, options: LicenceImageOptions): Buffer {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.translate(WIDTH / 2, HEIGHT / 2);
  ctx.rotate((options.rotationDeg * Math.PI) / 180);
  ctx.translate(-WIDTH / 2, -HEIGHT / 2);
  // The paper: a cream sheet with a double border, as on a printed licence.
  ctx.fillStyle = '#fbf7ee';
  ctx.fillRect(30, 30, WIDTH - 60, HEIGHT - 60);
  ctx.strokeStyle = '#b8860b';
  ctx.lineWidth = 6;
  ctx.strokeRect(50, 50, WIDTH - 100, HEIGHT - 100);
  ctx.lineWidth = 2;
  ctx.strokeRect(64, 64, WIDTH - 128, HEIGHT - 128);
  const font = `"${options.font}", "WenQuanYi Micro Hei"`;
  ctx.fillStyle = '#111';
  ctx.textBaseline = 'top';
  ctx.font = `bold 72px ${font}`;
  ctx.fillText('营 业 执 照', WIDTH / 2 - 200, 110);
  ctx.font = `30px ${font}`;
  ctx.fillText(`统一社会信用代码 ${licence.socialCreditCode}`, 120, 240);
  const rows: [string, string][] = [
    ['名        称', licence.companyFullName],
    ['类        型', '有限责任公司（自然人投资或控股）'],
    ['法定代表人', licence.legalPerson],
    ['注册资本', '人民币壹佰万元整'],
    ['成立日期', licence.establishedDate],
    ['营业期限', licence.validity],
    ['住        所', licence.address],
  ];
  rows.forEach(([label, value], i) => {
    const y = 330 + i * 70;
    ctx.fillText(label, 120, y);
    ctx.fillText(value, 340, y);
  });
  ctx.fillText('登记机关', WIDTH - 420, HEIGHT - 190);
  return canvas.encodeSync('jpeg', options.quality);
}
