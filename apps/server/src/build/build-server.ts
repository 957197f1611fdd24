import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface BuiltServer {
  /** The emitted entry, e.g. apps/server/dist/server.js. */
  entry: string;
  metafile: Metafile;
}

/**
 * Compiles the production entry (src/server.ts) and everything it imports, with the workspace's own TypeScript
 * packages (@glotv/contracts), into one ES module; npm packages stay external and load from node_modules.
 */
export async function buildServer(options: { outdir?: string } = {}): Promise<BuiltServer> {
  const outdir = path.resolve(options.outdir ?? path.join(serverRoot, 'dist'));
  const result = await build({
    entryPoints: { server: path.join(serverRoot, 'src/server.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal, sourceLocatedImportMeta(outdir)],
  });
  return { entry: path.join(outdir, 'server.js'), metafile: result.metafile };
}

/** Bare imports are npm packages (external) except the workspace's `@glotv/…` TypeScript packages. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@glotv/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * `new URL('../x', import.meta.url)` in a source file must still point where it did (the web app's dist, …): in
 * the bundle, each module's `import.meta.url` becomes its source file's address, relative to the bundle's.
 */
function sourceLocatedImportMeta(outdir: string): Plugin {
  return {
    name: 'source-located-import-meta',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        const fs = await import('node:fs/promises');
        const source = await fs.readFile(args.path, 'utf8');
        if (/import\.meta\.(dirname|filename)/.test(source)) {
          throw new Error(
            `${args.path}: use new URL(…, import.meta.url), which the build maps to the source file`,
          );
        }
        if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        const located = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', located), loader: 'ts' };
      });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { entry } = await buildServer();
  console.log(`built ${path.relative(process.cwd(), entry)}`);
}
