import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

/**
 * The dashboard's first view, rendered by the server into the dashboard's HTML so that a subscriber on a slow
 * link sees the banner and the first posters before the app's JavaScript has arrived (decision 023).
 * The renderer is the web app's own components, built by `vite build --ssr` into apps/web/dist-ssr.
 */

export type FirstViewLanguage = 'gb' | 'pt';

export interface RenderedFirstView {
  markup: string;
  css: string;
  json: string;
}

/** What apps/web/src/app/first-view/render-first-view.tsx exports. */
export interface FirstViewRenderer {
  dashboardSource: string;
  dashboardPath: string;
  firstViewElementId: string;
  firstViewDataElementId: string;
  renderDashboard(input: {
    language: FirstViewLanguage;
    get: (path: string) => Promise<unknown>;
  }): Promise<RenderedFirstView>;
}

const rendererShape = z.object({
  dashboardSource: z.string(),
  dashboardPath: z.string(),
  firstViewElementId: z.string(),
  firstViewDataElementId: z.string(),
  renderDashboard: z.function(),
});

/** The built renderer, or undefined when the web app was built without it. */
export async function loadFirstViewRenderer(file: string): Promise<FirstViewRenderer | undefined> {
  if (!fs.existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  if (!rendererShape.safeParse(module).success) throw new Error(`${file} is not the first-view renderer`);
  return module as FirstViewRenderer;
}

const manifestChunk = z.object({
  file: z.string(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
const manifestSchema = z.record(z.string(), manifestChunk);

/** What a page needs beyond index.html: its chunks (to preload) and every stylesheet (to inline). */
export interface PageAssets {
  /** Paths under the dist folder of the page's chunk and the chunks it imports, in load order. */
  modules: string[];
  /** Paths under the dist folder of the entry's stylesheets, then the page's. */
  styles: string[];
}

/** Walks Vite's build manifest from the page's source module through its static imports. */
export function pageAssets(manifestJson: string, source: string): PageAssets {
  const manifest = manifestSchema.parse(JSON.parse(manifestJson));
  const modules: string[] = [];
  const styles: string[] = [...(manifest['index.html']?.css ?? [])];
  const seen = new Set<string>(manifest['index.html']?.imports ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    modules.push(chunk.file);
    for (const style of chunk.css ?? []) if (!styles.includes(style)) styles.push(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  if (modules.length === 0) throw new Error(`the build manifest has no chunk for ${source}`);
  return { modules, styles };
}

/** Everything about the built app the first view needs, read once at start. */
export interface FirstViewPage {
  renderer: FirstViewRenderer;
  /** index.html without its scripts and stylesheet links (the first view brings its own). */
  html: string;
  /** The stylesheets' text, inlined so the first paint waits for no other request. */
  inlineCss: string;
  /** Disabled `<link>`s naming the inlined stylesheets: the app's chunk loader then does not fetch them again. */
  styleLinks: string;
  /** The inline script that starts the app once the first view's pictures are in (see `loaderScript`). */
  loader: string;
  /** The loader's CSP hash, for `script-src`. */
  loaderHash: string;
}

/** Not waiting longer than this for the first view's pictures before the app's scripts are fetched anyway. */
const loaderWaitMs = 1500;

/**
 * On a slow link every byte of script fetched beside the first view's pictures delays them. This starts the
 * app (its entry and the page's chunks, all at once: no waterfall) when the pictures the first screen loads
 * eagerly have arrived, or after `loaderWaitMs`. Plain ES5, inline, allowed by its hash only.
 */
export function loaderScript(modules: string[]): string {
  return [
    '(function(){',
    'var started=false;',
    'function start(){if(started)return;started=true;',
    `${JSON.stringify(modules)}.forEach(function(href,i){var el=document.createElement(i?'link':'script');`,
    "if(i){el.rel='modulepreload';el.href=href;}else{el.type='module';el.src=href;}",
    "el.crossOrigin='';document.head.appendChild(el);});}",
    'var images=[].slice.call(document.querySelectorAll(\'#first-view img[loading="eager"]\'));',
    'var left=images.length;',
    'function one(){if(--left<=0)start();}',
    "images.forEach(function(image){if(image.complete)one();else{image.addEventListener('load',one);image.addEventListener('error',one);}});",
    'if(!images.length)start();',
    `setTimeout(start,${loaderWaitMs});`,
    '})();',
  ].join('');
}

export function prepareFirstViewPage(
  distDir: string,
  renderer: FirstViewRenderer,
  indexHtml: string,
): FirstViewPage {
  const base = '/play/';
  const manifest = fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8');
  const assets = pageAssets(manifest, renderer.dashboardSource);
  const inlineCss = assets.styles
    .map((style) => fs.readFileSync(path.join(distDir, style), 'utf8'))
    .join('\n');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  if (!entry?.[1]) throw new Error('index.html has no module script');
  const preloaded = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1]!,
  );
  const html = indexHtml
    .replace(entry[0], '')
    .replace(/<link rel="(?:modulepreload|stylesheet)"[^>]*>\n?/g, '')
    .replace(/\n\s*\n/g, '\n');
  const modules = [entry[1], ...preloaded, ...assets.modules.map((file) => `${base}${file}`)];
  const loader = loaderScript(modules);
  return {
    renderer,
    html,
    inlineCss,
    styleLinks: assets.styles
      .map((style) => `<link rel="stylesheet" crossorigin href="${base}${style}" disabled>`)
      .join('\n'),
    loader,
    loaderHash: `'sha256-${crypto.createHash('sha256').update(loader).digest('base64')}'`,
  };
}

/** index.html with the rendered first view: styles inline, the page's markup before #root, its data after. */
export function firstViewHtml(page: FirstViewPage, view: RenderedFirstView): string {
  const { firstViewElementId, firstViewDataElementId } = page.renderer;
  return page.html
    .replace('</head>', `<style>\n${page.inlineCss}\n${view.css}\n</style>\n${page.styleLinks}\n</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="${firstViewElementId}">${view.markup}</div><div id="root"></div>`,
    )
    .replace(
      '</body>',
      `<script type="application/json" id="${firstViewDataElementId}">${view.json}</script>\n<script>${page.loader}</script>\n</body>`,
    );
}

/** The page's Content-Security-Policy with the loader's hash added to `script-src`. */
export function withLoaderHash(policy: string, page: FirstViewPage): string {
  return policy.replace(
    /script-src ([^;]*)/,
    (_directive, sources: string) => `script-src ${sources} ${page.loaderHash}`,
  );
}
