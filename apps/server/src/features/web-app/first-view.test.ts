import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type FirstViewPage, firstViewHtml, loaderScript, pageAssets, withLoaderHash } from './first-view.ts';

const manifest = JSON.stringify({
  'index.html': { file: 'assets/index-1.js', imports: ['_vendor-1.js'], css: ['assets/index-1.css'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'src/dashboard.tsx': {
    file: 'assets/dashboard-1.js',
    imports: ['_vendor-1.js', '_card-1.js'],
    css: ['assets/dashboard-1.css'],
  },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_vendor-1.js'], css: ['assets/card-1.css'] },
  'src/other.tsx': { file: 'assets/other-1.js' },
});

describe('the first view of a page', () => {
  it('needs the page chunk and its own imports, not the entry’s, and every stylesheet from the entry’s on', () => {
    expect(pageAssets(manifest, 'src/dashboard.tsx')).toEqual({
      modules: ['assets/dashboard-1.js', 'assets/card-1.js'],
      styles: ['assets/index-1.css', 'assets/dashboard-1.css', 'assets/card-1.css'],
    });
  });

  it('refuses a page the build does not know', () => {
    expect(() => pageAssets(manifest, 'src/missing.tsx')).toThrow(/no chunk/);
  });

  it('starts the app with its entry as a script and the rest as module preloads', () => {
    const script = loaderScript(['/play/assets/index-1.js', '/play/assets/dashboard-1.js']);
    expect(script).toContain('["/play/assets/index-1.js","/play/assets/dashboard-1.js"]');
    expect(script).toContain("el.type='module'");
    expect(script).toContain("el.rel='modulepreload'");
    expect(script).not.toContain('</script');
  });

  const page: FirstViewPage = {
    renderer: {
      dashboardSource: 'src/dashboard.tsx',
      dashboardPath: '/play/newdashboard',
      firstViewElementId: 'first-view',
      firstViewDataElementId: 'first-view-data',
      renderDashboard: () => Promise.reject(new Error('not used')),
    },
    html: '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
    inlineCss: '.a{}',
    styleLinks: '<link rel="stylesheet" href="/play/assets/index-1.css" disabled>',
    loader: 'start()',
    loaderHash: `'sha256-${crypto.createHash('sha256').update('start()').digest('base64')}'`,
  };

  it('puts styles in the head, the markup before #root, and data then the loader at the end', () => {
    const html = firstViewHtml(page, { markup: '<main>m</main>', css: '.b{}', json: '{"me":1}' });
    expect(html).toBe(
      [
        '<html><head><title>x</title><style>\n.a{}\n.b{}\n</style>\n',
        '<link rel="stylesheet" href="/play/assets/index-1.css" disabled>\n</head>',
        '<body><div id="first-view"><main>m</main></div><div id="root"></div>',
        '<script type="application/json" id="first-view-data">{"me":1}</script>\n<script>start()</script>\n',
        '</body></html>',
      ].join(''),
    );
  });

  it('allows the loader by its hash alone, keeping the rest of the policy', () => {
    const policy = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self'";
    expect(withLoaderHash(policy, page)).toBe(
      `default-src 'self';script-src 'self' ${page.loaderHash};script-src-attr 'none';style-src 'self'`,
    );
  });
});
