import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../..');
const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-first-page-build-'));

/** The landing's JavaScript budget (decision record 027): gzip, in kB of 1000 bytes. */
const landingBudgetKb = 100;

/**
 * What a signed-out visit of /play/ runs: the entry, the landing page, and the sign-in and register modals,
 * which the landing fetches as soon as it knows the visitor is signed out.
 */
const landingModules = [
  'src/features/auth/components/landing-page.tsx',
  'src/features/auth/components/account-modals.tsx',
];

let chunks: Rollup.OutputChunk[];
beforeAll(async () => {
  const output = await build({
    root: webRoot,
    logLevel: 'silent',
    build: { outDir: path.join(outRoot, 'portal'), emptyOutDir: true },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  chunks = outputs.flatMap((result) =>
    result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'),
  );
}, 240_000);
afterAll(() => fs.rmSync(outRoot, { recursive: true, force: true }));

/** The chunks loading `roots` fetches: each with every chunk it imports statically, transitively. */
function loadedWith(roots: Rollup.OutputChunk[]): Set<Rollup.OutputChunk> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (loaded.has(chunk)) return;
    loaded.add(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return loaded;
}

/** The chunk holding the module at `source` (each module is in exactly one). */
function chunkOf(source: string): Rollup.OutputChunk {
  const chunk = chunks.find((candidate) =>
    candidate.moduleIds.some((id) => id.endsWith(`/apps/web/${source}`)),
  );
  if (!chunk) throw new Error(`no chunk holds ${source}`);
  return chunk;
}

const gzipKb = (code: string) => zlib.gzipSync(code, { level: 9 }).length / 1000;

describe("the landing's first load", () => {
  it(`runs at most ${landingBudgetKb} kB of JavaScript, gzip`, () => {
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry).toBeDefined();
    const loaded = loadedWith([entry!, ...landingModules.map(chunkOf)]);
    const total = [...loaded].reduce((sum, chunk) => sum + gzipKb(chunk.code), 0);
    console.info(`the landing's JavaScript: ${total.toFixed(2)} kB gzip`);
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(landingBudgetKb);
  });

  it("leaves hls.js, the pages behind sign-in, the Portuguese strings and the features' own texts to the pages that need them", () => {
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    const loaded = loadedWith([entry, ...landingModules.map(chunkOf)]);
    const modules = [...loaded].flatMap((chunk) => Object.keys(chunk.modules));
    expect(modules.filter((id) => /\/node_modules\/(hls\.js|react-dom)\//.test(id))).toEqual([]);
    expect(
      modules.filter((id) =>
        /\/(dashboard-page|movie-detail-page|player\/components\/|locales\/pt\.json|features\/\w+\/locales\/)/.test(
          id,
        ),
      ),
    ).toEqual([]);
  });
});
