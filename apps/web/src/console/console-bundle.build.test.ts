import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../..');
const consoleSource = `${path.sep}src${path.sep}console${path.sep}`;
const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-console-build-'));

/** Fails the build the moment anything under src/console/ is loaded into it. */
const refuseConsoleModules: Plugin = {
  name: 'refuse-console-modules',
  load(id) {
    if (id.includes(consoleSource)) throw new Error(`the portal's build loaded console code: ${id}`);
    return null;
  },
};

function chunksOf(output: Awaited<ReturnType<typeof build>>): Rollup.OutputChunk[] {
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return outputs.flatMap((result) =>
    result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'),
  );
}

let portal: Rollup.OutputChunk[];
let consoleChunks: Rollup.OutputChunk[];
let consoleIndex: string;
beforeAll(async () => {
  portal = chunksOf(
    await build({
      root: webRoot,
      logLevel: 'silent',
      plugins: [refuseConsoleModules],
      build: { outDir: path.join(outRoot, 'portal'), emptyOutDir: true },
    }),
  );
  const consoleOut = path.join(outRoot, 'console');
  consoleChunks = chunksOf(
    await build({
      configFile: path.join(webRoot, 'vite.console.config.ts'),
      logLevel: 'silent',
      build: { outDir: consoleOut, emptyOutDir: true },
    }),
  );
  consoleIndex = fs.readFileSync(path.join(consoleOut, 'index.html'), 'utf8');
}, 180_000);
afterAll(() => fs.rmSync(outRoot, { recursive: true, force: true }));

describe("the console's bundle", () => {
  it("is not part of the portal's: the portal builds without loading one console module", () => {
    // The plugin above would have failed the build; the chunks say the same.
    const modules = portal.flatMap((chunk) => Object.keys(chunk.modules));
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((id) => id.includes(consoleSource))).toEqual([]);
  });

  it("leaves the portal's landing and dashboard JavaScript without console code or text", () => {
    const entry = portal.find((chunk) => chunk.isEntry);
    const pages = portal.filter((chunk) => /^assets\/(landing-page|dashboard-page)-/.test(chunk.fileName));
    expect(entry).toBeDefined();
    expect(pages).toHaveLength(2);
    const byName = new Map(portal.map((chunk) => [chunk.fileName, chunk]));
    const loaded = new Set<Rollup.OutputChunk>();
    const visit = (chunk: Rollup.OutputChunk) => {
      if (loaded.has(chunk)) return;
      loaded.add(chunk);
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) visit(imported);
      }
    };
    for (const chunk of [entry!, ...pages]) visit(chunk);
    for (const chunk of loaded) {
      expect(chunk.code, chunk.fileName).not.toMatch(/\/api\/console\/|glotv_console|\/console\/|Audit log/);
    }
    // No chunk of the portal at all is named for, or carries, the console.
    expect(portal.filter((chunk) => /console/.test(chunk.fileName))).toEqual([]);
  });

  it('is served from /console/ with its pages in chunks of their own', () => {
    expect(consoleIndex).toMatch(/src="\/console\/assets\/index-[\w-]+\.js"/);
    const names = consoleChunks.map((chunk) => chunk.fileName);
    for (const page of ['sign-in-page', 'setup-page', 'staff-page', 'audit-page', 'home-page']) {
      expect(names.some((name) => name.includes(`/${page}-`) || name.startsWith(`assets/${page}-`))).toBe(
        true,
      );
    }
    const entry = consoleChunks.find((chunk) => chunk.isEntry)!;
    // The staff and audit pages are fetched when an admin opens them, not with the shell.
    expect(Object.keys(entry.modules).filter((id) => /staff-page|audit-page/.test(id))).toEqual([]);
  });
});
