/* Synthetic, deterministic pictures: a passport-style face (skin-toned head, hair, eyes, shirt, noise) and a flat logo. */
import sharp from 'sharp';
import { R, rng } from './data.js';

const SKIN: Array<[number, number, number]> = [
  [241, 194, 165], [224, 172, 140], [198, 140, 105], [176, 120, 88], [141, 94, 66], [224, 180, 150], [205, 150, 120],
];

export async function facePhoto(w: number, h: number, seed: number, format: 'jpg' | 'png'): Promise<Buffer> {
  const r = new R(rng(seed * 31 + 7));
  const skin = r.pick(SKIN);
  const bgA = [r.int(150, 230), r.int(160, 230), r.int(170, 240)];
  const bgB = [r.int(80, 160), r.int(90, 170), r.int(110, 200)];
  const hair = [r.int(10, 60), r.int(8, 40), r.int(5, 30)];
  const shirt = [r.int(20, 200), r.int(20, 200), r.int(40, 220)];
  const buf = Buffer.alloc(w * h * 3);
  const cx = w / 2;
  const cy = h * 0.42;
  const rx = w * 0.22;
  const ry = h * 0.27;
  const noise = rng(seed * 97 + 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = y / h;
      let c = [bgA[0] * (1 - t) + bgB[0] * t, bgA[1] * (1 - t) + bgB[1] * t, bgA[2] * (1 - t) + bgB[2] * t];
      const dx = (x - cx) / rx;
      const dy = (y - cy) / ry;
      const d = dx * dx + dy * dy;
      // Shoulders and shirt.
      const sy = (y - h * 0.95) / (h * 0.3);
      const sx = (x - cx) / (w * 0.45);
      if (sx * sx + sy * sy < 1 && y > h * 0.68) c = [...shirt];
      // Neck.
      if (Math.abs(x - cx) < w * 0.09 && y > cy + ry * 0.7 && y < h * 0.78) c = skin.map((v) => v * 0.9);
      // Hair (a larger ellipse behind and above the face).
      const hx = (x - cx) / (rx * 1.12);
      const hy = (y - (cy - ry * 0.15)) / (ry * 1.08);
      if (hx * hx + hy * hy < 1 && y < cy) c = [...hair];
      if (d < 1) {
        const shade = 1 - 0.18 * d;
        c = skin.map((v) => v * shade);
        // Eyes, mouth.
        const ex = Math.abs(x - cx) - rx * 0.38;
        const ey = y - (cy - ry * 0.12);
        if (ex * ex + ey * ey * 2.5 < (rx * 0.1) ** 2) c = [40, 30, 25];
        const my = y - (cy + ry * 0.45);
        if (Math.abs(x - cx) < rx * 0.3 && Math.abs(my) < ry * 0.035) c = [150, 60, 60];
      }
      const n = (noise() - 0.5) * 22;
      const i = (y * w + x) * 3;
      buf[i] = Math.max(0, Math.min(255, c[0] + n));
      buf[i + 1] = Math.max(0, Math.min(255, c[1] + n));
      buf[i + 2] = Math.max(0, Math.min(255, c[2] + n));
    }
  }
  const img = sharp(buf, { raw: { width: w, height: h, channels: 3 } });
  return format === 'png' ? img.png({ compressionLevel: 9 }).toBuffer() : img.jpeg({ quality: 78 }).toBuffer();
}

/** A flat two-colour company logo (wide), which must never be taken for a photo. */
export async function logo(seed: number): Promise<Buffer> {
  const r = new R(rng(seed * 13 + 1));
  const w = 240;
  const h = 80;
  const a = [r.int(0, 80), r.int(60, 160), r.int(120, 220)];
  const buf = Buffer.alloc(w * h * 3, 255);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const inMark = (x - 40) ** 2 + (y - 40) ** 2 < 900;
      const inBar = x > 85 && x < 225 && ((y > 22 && y < 36) || (y > 46 && y < 58));
      if (inMark || inBar) [buf[i], buf[i + 1], buf[i + 2]] = a;
    }
  return sharp(buf, { raw: { width: w, height: h, channels: 3 } }).png().toBuffer();
}

/** A small square flat icon (like a phone/e-mail glyph), also never a photo. */
export async function icon(seed: number): Promise<Buffer> {
  const w = 64;
  const buf = Buffer.alloc(w * w * 3, 255);
  const c = [30 + (seed % 5) * 30, 90, 160];
  for (let y = 0; y < w; y++)
    for (let x = 0; x < w; x++) if ((x - 32) ** 2 + (y - 32) ** 2 < 700) [buf[(y * w + x) * 3], buf[(y * w + x) * 3 + 1], buf[(y * w + x) * 3 + 2]] = c;
  return sharp(buf, { raw: { width: w, height: w, channels: 3 } }).png().toBuffer();
}
