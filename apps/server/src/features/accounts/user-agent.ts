/** What a login's User-Agent says about the device: the operating system and the browser, when recognised. */
export interface UserAgentDevice {
  os: string | null;
  browser_name: string | null;
  browser_version: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari; Android also says Linux.
const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const systems: [name: string, pattern: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

/** A small, conservative reading: an unrecognised part is null rather than a guess. */
export function deviceFromUserAgent(userAgent: string | undefined): UserAgentDevice {
  const text = (userAgent ?? '').slice(0, 512);
  const os = systems.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  for (const [name, pattern] of browsers) {
    const match = pattern.exec(text);
    if (match) return { os, browser_name: name, browser_version: match[1] ?? null };
  }
  return { os, browser_name: null, browser_version: null };
}
