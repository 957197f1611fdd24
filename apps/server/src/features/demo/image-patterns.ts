/** Seeded geometric patterns that make each demo image recognisable without any text. */
export interface Palette {
  dark: string;
  mid: string;
  accent: string;
  light: string;
}

type Random = () => number;
type Pattern = (random: Random, palette: Palette, w: number, h: number) => string;

const f = (n: number) => n.toFixed(1);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const rings: Pattern = (random, p, w, h) => {
  const cx = random() * w;
  const cy = random() * h * 0.7;
  const step = Math.max(w, h) * (0.04 + random() * 0.05);
  let out = '';
  for (let i = 1; i <= 14; i++) {
    const colour = i % 2 ? p.accent : p.light;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(i * step)}" fill="none" stroke="${colour}" stroke-width="${f(step * 0.35)}" opacity="${f(0.5 - i * 0.025)}"/>`;
  }
  return out;
};

const stripes: Pattern = (random, p, w, h) => {
  const size = Math.max(w, h) * 2;
  const band = Math.max(w, h) * (0.03 + random() * 0.06);
  let out = `<g transform="rotate(${Math.round(random() * 180)} ${w / 2} ${h / 2})" opacity="0.45">`;
  for (let x = -size / 2, i = 0; x < size; x += band * 2, i++) {
    out += `<rect x="${f(x)}" y="${f(-size / 2)}" width="${f(band * (0.4 + random()))}" height="${f(size * 2)}" fill="${i % 3 ? p.accent : p.light}"/>`;
  }
  return `${out}</g>`;
};

const bokeh: Pattern = (random, p, w, h) => {
  let out = '';
  for (let i = 0; i < 22; i++) {
    const r = Math.min(w, h) * (0.03 + random() * 0.22);
    const colour = pick(random, [p.accent, p.light, p.mid]);
    out += `<circle cx="${f(random() * w)}" cy="${f(random() * h)}" r="${f(r)}" fill="${colour}" opacity="${f(0.12 + random() * 0.35)}"/>`;
  }
  return out;
};

const skyline: Pattern = (random, p, w, h) => {
  let out = `<circle cx="${f(w * (0.2 + random() * 0.6))}" cy="${f(h * (0.15 + random() * 0.25))}" r="${f(Math.min(w, h) * 0.16)}" fill="${p.light}" opacity="0.8"/>`;
  for (const [layer, colour, opacity] of [
    [0, p.mid, 0.9],
    [1, p.dark, 1],
  ] as const) {
    for (let x = 0; x < w; ) {
      const bw = w * (0.05 + random() * 0.1);
      const bh = h * (0.2 + random() * 0.35 - layer * 0.1);
      out += `<rect x="${f(x)}" y="${f(h - bh)}" width="${f(bw + 1)}" height="${f(bh)}" fill="${colour}" opacity="${opacity}"/>`;
      x += bw;
    }
  }
  return out;
};

const peaks: Pattern = (random, p, w, h) => {
  let out = '';
  [p.accent, p.mid, p.dark].forEach((colour, layer) => {
    let points = `0,${h} `;
    for (let x = 0; x <= w + 1; x += w / 6)
      points += `${f(x)},${f(h * (0.35 + layer * 0.15 + random() * 0.2))} `;
    out += `<polygon points="${points}${w},${h}" fill="${colour}" opacity="${f(0.55 + layer * 0.2)}"/>`;
  });
  return out;
};

const kente: Pattern = (random, p, w, h) => {
  const cols = 4 + Math.floor(random() * 5);
  const rows = Math.round((cols * h) / w);
  const cw = w / cols;
  const rh = h / Math.max(1, rows);
  let out = '<g opacity="0.55">';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const colour = pick(random, [p.accent, p.light, p.mid, p.dark]);
      const vertical = (r + c) % 2 === 0;
      const bar = vertical
        ? `width="${f(cw / 3)}" height="${f(rh)}"`
        : `width="${f(cw)}" height="${f(rh / 3)}"`;
      out += `<rect x="${f(c * cw + (vertical ? cw / 3 : 0))}" y="${f(r * rh + (vertical ? 0 : rh / 3))}" ${bar} fill="${colour}"/>`;
    }
  }
  return `${out}</g>`;
};

const waves: Pattern = (random, p, w, h) => {
  let out = '';
  const amplitude = h * (0.03 + random() * 0.06);
  for (let i = 0; i < 7; i++) {
    const y = h * (0.15 + i * 0.12);
    const phase = random() * w * 0.3;
    out += `<path d="M${f(-phase)} ${f(y)} q ${f(w / 8)} ${f(-amplitude)} ${f(w / 4)} 0 t ${f(w / 4)} 0 t ${f(w / 4)} 0 t ${f(w / 4)} 0 t ${f(w / 4)} 0" fill="none" stroke="${i % 2 ? p.accent : p.light}" stroke-width="${f(h * 0.02)}" opacity="0.5"/>`;
  }
  return out;
};

const diamonds: Pattern = (random, p, w, h) => {
  const size = Math.min(w, h) * (0.12 + random() * 0.1);
  let out = '<g opacity="0.4">';
  for (let y = 0; y < h + size; y += size) {
    for (let x = (y / size) % 2 ? size / 2 : 0; x < w + size; x += size) {
      if (random() < 0.35) continue;
      const s = size * 0.42;
      out += `<polygon points="${f(x)},${f(y - s)} ${f(x + s)},${f(y)} ${f(x)},${f(y + s)} ${f(x - s)},${f(y)}" fill="${random() < 0.5 ? p.accent : p.light}"/>`;
    }
  }
  return `${out}</g>`;
};

const patterns: Pattern[] = [rings, stripes, bokeh, skyline, peaks, kente, waves, diamonds];

export interface Badge {
  cx: number;
  cy: number;
  r: number;
}

/** A channel logo: a badge shape in the accent colour, chosen by `shapeRoll` so both logo sizes match. */
export function badgeSvg(shapeRoll: number, p: Palette, { cx, cy, r }: Badge): string {
  const shapes = [
    `<circle cx="${cx}" cy="${cy}" r="${f(r)}"/>`,
    `<rect x="${f(cx - r * 1.2)}" y="${f(cy - r * 0.85)}" width="${f(r * 2.4)}" height="${f(r * 1.7)}" rx="${f(r * 0.3)}"/>`,
    `<polygon points="${[0, 1, 2, 3, 4, 5].map((i) => `${f(cx + r * Math.cos((Math.PI / 3) * i))},${f(cy + r * Math.sin((Math.PI / 3) * i))}`).join(' ')}"/>`,
    `<rect x="${f(cx - r * 0.8)}" y="${f(cy - r * 0.8)}" width="${f(r * 1.6)}" height="${f(r * 1.6)}" rx="${f(r * 0.16)}" transform="rotate(45 ${cx} ${cy})"/>`,
  ];
  const shape = shapes[Math.floor(shapeRoll * shapes.length)];
  return `<g fill="${p.accent}" stroke="${p.light}" stroke-width="${f(r * 0.08)}">${shape}</g>`;
}

export function artPattern(random: Random, palette: Palette, w: number, h: number): string {
  return pick(random, patterns)(random, palette, w, h);
}
