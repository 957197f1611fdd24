// Writes .br and .gz beside every text asset of the build, so the server sends them compressed without
// compressing on each request (the server's static files use them when the browser accepts them).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|css|html|svg|json|webmanifest)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let raw = 0;
let brotli = 0;
for (const file of files(dist)) {
  const source = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = zlib.gzipSync(source, { level: 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  raw += source.length;
  brotli += br.length;
}
console.log(
  `precompressed ${(raw / 1024).toFixed(1)} KiB of text assets to ${(brotli / 1024).toFixed(1)} KiB (brotli)`,
);
