// The offline page (features/pwa/build/offline-page.ts) in the language the subscriber chose in the app, and its
// "Try again": reloading the address that failed, which the service worker tries on the network again.
(() => {
  let language = 'gb';
  try {
    if (localStorage.getItem('glotv.lang') === 'pt') language = 'pt';
  } catch {
    // Storage unavailable: English, the app's default.
  }
  for (const section of document.querySelectorAll('section[data-language]')) {
    const shown = section.getAttribute('data-language') === language;
    section.hidden = !shown;
    if (shown) document.documentElement.lang = section.getAttribute('lang') ?? 'en';
  }
  for (const button of document.querySelectorAll('[data-retry]')) {
    button.addEventListener('click', () => window.location.reload());
  }
})();
