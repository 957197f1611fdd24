// Renders the installed app's icons (apps/web/public/icons) from the brand mark, the favicon of index.html: a
// green disc on the portal's dark ground. Run after changing the mark; the PNGs are committed.
// `node apps/web/scripts/render-app-icons.mjs` (sharp comes with the server's dependencies).
import path from 'node:path';
import sharp from 'sharp';

const ground = '#0c100e';
const accent = '#50b651';
const out = path.resolve(import.meta.dirname, '../public/icons');

/** The mark on a square: `rounded` for launchers that show the icon as drawn, `disc` its share of the side. */
function markSvg({ rounded, disc }) {
  const corner = rounded ? 'rx="8"' : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" ${corner} fill="${ground}"/>` +
      `<circle cx="16" cy="16" r="${(16 * disc).toFixed(2)}" fill="${accent}"/></svg>`,
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, disc: 9 / 16 },
  { file: 'icon-512.png', size: 512, rounded: true, disc: 9 / 16 },
  // Android crops a maskable icon to any shape inside the central 80 %: full bleed, the disc well inside it.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, disc: 0.45 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, disc: 9 / 16 },
];

for (const icon of icons) {
  await sharp(markSvg(icon), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, icon.file));
}
console.log(`rendered ${icons.length} icons into ${out}`);
