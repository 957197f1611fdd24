import gb from '../../../locales/gb.json';
import pt from '../../../locales/pt.json';
import pwaGb from '../locales/gb.json';
import pwaPt from '../locales/pt.json';

/**
 * The page the service worker shows when a navigation fails for want of a network (decision record 039): both
 * languages' texts from the locale files, written in at build time, and `offline.js` showing the one the
 * subscriber chose. Plain HTML with inline styles, so that it needs nothing but itself and that script.
 */
const texts = {
  gb: { lang: 'en', heading: gb.errors.network, ...pwaGb.pwa.offline },
  pt: { lang: 'pt', heading: pt.errors.network, ...pwaPt.pwa.offline },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function section(language: keyof typeof texts): string {
  const text = texts[language];
  return [
    `<section lang="${text.lang}" data-language="${language}"${language === 'gb' ? '' : ' hidden'}>`,
    `<h1>${escapeHtml(text.title)}</h1>`,
    `<p><strong>${escapeHtml(text.heading)}</strong></p>`,
    `<p>${escapeHtml(text.text)}</p>`,
    `<button type="button" data-retry>${escapeHtml(text.retry)}</button>`,
    '</section>',
  ].join('\n');
}

const styles = `
html { background: #0c100e; color: #eef3ef; color-scheme: dark; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; text-align: center; }
section { max-width: 28rem; }
.mark { width: 4rem; height: 4rem; margin: 0 auto 1rem; border-radius: 50%; background: #50b651; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
p { line-height: 1.5; margin: 0 0 1rem; color: #c5d0c8; }
strong { color: #eef3ef; }
button { font: inherit; font-weight: 700; color: #0c100e; background: #50b651; border: 0; border-radius: 999px;
  padding: 0.75rem 1.75rem; min-height: 44px; cursor: pointer; }
button:focus-visible { outline: 3px solid #eef3ef; outline-offset: 3px; }`;

export function offlinePageHtml(base: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
    '<meta name="theme-color" content="#0c100e" />',
    '<meta name="robots" content="noindex" />',
    `<title>${escapeHtml(gb.brand.name)}</title>`,
    `<style>${styles}</style>`,
    `<script src="${base}offline.js" defer></script>`,
    '</head>',
    '<body>',
    '<main>',
    '<div class="mark" aria-hidden="true"></div>',
    section('gb'),
    section('pt'),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
