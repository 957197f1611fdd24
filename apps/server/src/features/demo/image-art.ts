import { artPattern, type Badge, badgeSvg, type Palette } from './image-patterns.ts';

/**
 * Deterministic SVG artwork for demo images. Everything (colours, pattern, layout) comes from a hash of
 * `seed`, so the same title always gives the same picture and different titles look different even when no
 * font is installed: the text is decoration on top, never the thing that tells two images apart.
 */
export type ArtStyle = 'poster' | 'banner' | 'logo' | 'still';

export interface ArtInput {
  seed: string;
  style: ArtStyle;
  width: number;
  height: number;
  title: string;
  caption?: string | undefined;
}

const FONT = 'DejaVu Sans, sans-serif';

/** FNV-1a, 32 bit: small, fast and stable across platforms. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function makePalette(random: () => number): Palette {
  const hue = random() * 360;
  const shift = 25 + random() * 155;
  return {
    dark: hslToHex(hue, 45 + random() * 30, 12 + random() * 12),
    mid: hslToHex((hue + shift / 2) % 360, 55 + random() * 30, 30 + random() * 15),
    accent: hslToHex((hue + shift) % 360, 65 + random() * 30, 50 + random() * 15),
    light: hslToHex((hue + 180) % 360, 70 + random() * 25, 70 + random() * 15),
  };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap into at most `maxLines` lines of roughly `perLine` characters. */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > maxLines
    ? [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')]
    : lines;
}

function textBlock(lines: string[], x: number, bottom: number, size: number, anchor: string): string {
  return lines
    .map((line, i) => {
      const y = bottom - (lines.length - 1 - i) * size * 1.15;
      return `<text x="${x}" y="${y.toFixed(1)}" font-size="${size}" text-anchor="${anchor}">${escapeXml(line)}</text>`;
    })
    .join('');
}

/** A logo with a caption (the CARD size) leaves room for the channel's name under the badge. */
function logoBadge({ width: w, height: h, caption }: ArtInput): Badge {
  return caption
    ? { cx: w / 2, cy: h * 0.4, r: h * 0.3 }
    : { cx: w / 2, cy: h / 2, r: Math.min(w, h) * 0.38 };
}

function logoLettering(input: ArtInput): string {
  const { cx, cy, r } = logoBadge(input);
  const size = Math.round(Math.min(r * 0.9, (r * 1.7) / (input.title.length * 0.72)));
  const name = input.caption
    ? textBlock([input.caption], cx, input.height * 0.92, Math.round(input.height * 0.085), 'middle')
    : '';
  return `<g font-family="${FONT}" font-weight="bold" fill="#ffffff">${textBlock([input.title], cx, cy + size * 0.36, size, 'middle')}${name}</g>`;
}

function lettering(input: ArtInput, palette: Palette): string {
  const { width: w, height: h, style, title, caption } = input;
  const base = Math.min(w, h);
  if (style === 'logo') return logoLettering(input);
  const size = Math.round(base * (style === 'poster' ? 0.1 : style === 'banner' ? 0.085 : 0.075));
  const width = style === 'banner' ? w * 0.62 : w * 0.88;
  const lines = wrap(title, Math.max(6, Math.floor(width / (size * 0.64))), 3);
  const x = w * 0.06;
  const bottom = h - h * 0.08;
  const small = Math.round(size * 0.45);
  const captionSvg = caption
    ? `<text x="${x}" y="${(bottom - lines.length * size * 1.15).toFixed(1)}" font-size="${small}" fill="${palette.light}">${escapeXml(caption)}</text>`
    : '';
  return `<g font-family="${FONT}" font-weight="bold" fill="#ffffff">${captionSvg}${textBlock(lines, x, bottom, size, 'start')}</g>`;
}

function shade(input: ArtInput): string {
  if (input.style === 'logo') return '';
  const vertical = input.style !== 'banner';
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="1" y1="0" x2="0" y2="0"';
  return `<defs><linearGradient id="shade" ${coords}><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#shade)"/>`;
}

export function renderArtSvg(input: ArtInput): string {
  const random = seededRandom(hashString(input.seed));
  const palette = makePalette(random);
  const shapeRoll = random();
  const { width: w, height: h } = input;
  const angle = Math.round(random() * 360);
  const background = `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.mid}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/>`;
  const pattern =
    input.style === 'logo'
      ? `<g opacity="0.35">${artPattern(random, palette, w, h)}</g>${badgeSvg(shapeRoll, palette, logoBadge(input))}`
      : artPattern(random, palette, w, h);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background}${pattern}${shade(input)}${lettering(input, palette)}</svg>`;
}
