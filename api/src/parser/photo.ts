import sharp from 'sharp';
import type { DocModel, RawImage } from './model.js';
import { PHOTO_MAX_SIDE, type ParsedPhoto } from './types.js';

export const SCALED_MESSAGE = `The photo was larger than ${PHOTO_MAX_SIDE}×${PHOTO_MAX_SIDE} and was scaled down to fit.`;

type Scored = { img: RawImage; score: number; width: number; height: number; alpha: boolean; format: string };

function instance(img: RawImage, maxPixels: number): sharp.Sharp {
  return img.raw
    ? sharp(img.bytes, { raw: { width: img.raw.width, height: img.raw.height, channels: img.raw.channels }, limitInputPixels: maxPixels })
    : sharp(img.bytes, { limitInputPixels: maxPixels, failOn: 'none', animated: false });
}

/** Share of skin-coloured pixels in the middle of the picture (a face), and how many distinct colours it has. */
async function features(s: sharp.Sharp): Promise<{ skin: number; colours: number; spread: number; gray: boolean; levels: number; mode: number }> {
  const n = 32;
  const { data, info } = await s.clone().resize(n, n, { fit: 'fill' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const ch = info.channels;
  let skin = 0;
  let centre = 0;
  const colours = new Set<number>();
  const levels = new Map<number, number>();
  let chroma = 0;
  let sum = 0;
  let sum2 = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const i = (y * n + x) * ch;
      const r = data[i];
      const g = ch >= 3 ? data[i + 1] : r;
      const b = ch >= 3 ? data[i + 2] : r;
      colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
      const lum = 0.299 * r + 0.587 * g + 0.114 * b;
      const lv = Math.round(lum) >> 3;
      levels.set(lv, (levels.get(lv) ?? 0) + 1);
      chroma += Math.max(r, g, b) - Math.min(r, g, b);
      sum += lum;
      sum2 += lum * lum;
      if (x >= n * 0.2 && x < n * 0.8 && y >= n * 0.1 && y < n * 0.8) {
        centre++;
        const max = Math.max(r, g, b);
        const min = Math.min(r, g, b);
        // A classic RGB skin rule (Kovac et al.), loose enough for varied skin tones.
        if (r > 95 && g > 40 && b > 20 && max - min > 15 && Math.abs(r - g) > 15 && r > g && r > b) skin++;
      }
    }
  }
  const mean = sum / (n * n);
  return {
    skin: centre ? skin / centre : 0,
    colours: colours.size,
    spread: Math.sqrt(Math.max(0, sum2 / (n * n) - mean * mean)),
    gray: chroma / (n * n) < 6,
    levels: levels.size,
    // Share of the commonest grey level: high for logos and icons on a plain ground.
    mode: Math.max(...levels.values()) / (n * n),
  };
}

/**
 * Picks the candidate's photo among the document's images: roughly portrait or square, big enough, shown on the
 * first page (PDF), photographic (many colours) and with skin tones in the middle; logos, icons and lines are not.
 */
export async function pickPhoto(doc: DocModel, maxPixels: number): Promise<ParsedPhoto | null> {
  const scored: Scored[] = [];
  for (const img of doc.images.slice(0, 16)) {
    try {
      const s = instance(img, maxPixels);
      let width = img.width;
      let height = img.height;
      let alpha = Boolean(img.raw && img.raw.channels === 4);
      let format = 'raw';
      if (!img.raw) {
        const meta = await s.metadata();
        width = meta.width ?? 0;
        height = meta.height ?? 0;
        alpha = Boolean(meta.hasAlpha);
        format = meta.format ?? '';
      }
      if (width < 48 || height < 48 || width * height > maxPixels) continue;
      const aspect = width / height;
      if (aspect < 0.5 || aspect > 1.6) continue;
      const f = await features(s);
      // A flat logo or icon has few colours; a black-and-white photo has few colours too but many grey levels.
      if (f.gray ? f.levels < 10 || f.mode > 0.45 : f.colours < 12 && f.skin < 0.1) continue;
      let score = 0;
      if (aspect >= 0.6 && aspect <= 1.15) score += 1;
      if (f.skin >= 0.12) score += 3;
      else if (f.skin >= 0.05) score += 1;
      if (f.gray) score += f.levels >= 14 && f.mode < 0.3 ? 2 : 0.5;
      else if (f.colours >= 60) score += 1.5;
      else if (f.colours >= 25) score += 0.5;
      if (f.spread > 25) score += 0.5;
      if (img.box) {
        const { y, h, pageH, pageW } = img.box;
        if (img.page === 1 && y + h / 2 < pageH * 0.45) score += 1;
        if (h < 40 || img.box.w < 40) score -= 2;
        if (img.box.w > pageW * 0.6) score -= 2; // a banner
      }
      if (Math.min(width, height) >= 90) score += 0.5;
      scored.push({ img, score, width, height, alpha, format });
    } catch {
      /* not an image sharp can read (EMF, broken data): skip */
    }
  }
  scored.sort((a, b) => b.score - a.score || a.img.order - b.img.order);
  const best = scored[0];
  if (!best || best.score < 3) return null;
  const scaledDown = best.width > PHOTO_MAX_SIDE || best.height > PHOTO_MAX_SIDE;
  const out = instance(best.img, maxPixels).rotate().resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const png = best.alpha || best.format === 'png' || best.format === 'gif';
  const { data: bytes, info } = png
    ? await out.png({ compressionLevel: 8 }).toBuffer({ resolveWithObject: true })
    : await out.flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer({ resolveWithObject: true });
  const width = info.width;
  const height = info.height;
  return { bytes, mime: png ? 'image/png' : 'image/jpeg', width, height, scaledDown, ...(scaledDown ? { message: SCALED_MESSAGE } : {}) };
}
