/**
 * # Relay channels
 *
 * A relay channel's source is an upstream live HLS playlist (master or media). Its playlists are fetched by
 * the server (remembered ~1 s, so any number of viewers cost upstream one fetch a second per instance) and
 * rewritten: a master's variants point to our signed route (`r<index>/index.m3u8`, resolved under the
 * signed live prefix), while segments, init sections, keys and alternative renditions become absolute
 * upstream URLs. Segments are not proxied: upstream is expected to be a public CDN, and video bytes then
 * never pass through this server. (See the decision in live.plugin.ts.)
 */

const URI_ATTRIBUTE = /URI="([^"]+)"/;

export interface RelayMasterOptions {
  /** Variants taller than this are left out (the lowest is always kept): the user's quality cap. */
  maxHeight?: number;
}

function absolute(uri: string, base: string): string {
  return new URL(uri, base).href;
}

function absoluteAttribute(line: string, base: string): string {
  return line.replace(URI_ATTRIBUTE, (_match, uri: string) => `URI="${absolute(uri, base)}"`);
}

export function isMasterPlaylist(text: string): boolean {
  return text.includes('#EXT-X-STREAM-INF');
}

/** A media playlist with every URI absolute against the upstream address it came from. */
export function rewriteRelayMedia(text: string, upstreamUrl: string): string {
  const lines = text.split(/\r?\n/).map((line) => {
    const trimmed = line.trim();
    if (trimmed === '') return trimmed;
    if (!trimmed.startsWith('#')) return absolute(trimmed, upstreamUrl);
    return URI_ATTRIBUTE.test(trimmed) ? absoluteAttribute(trimmed, upstreamUrl) : trimmed;
  });
  return `${lines.filter(Boolean).join('\n')}\n`;
}

export interface RelayVariant {
  index: number;
  uri: string;
  height: number | undefined;
}

/** The variants of an upstream master, in upstream order, with their absolute addresses. */
export function relayVariants(text: string, upstreamUrl: string): RelayVariant[] {
  const variants: RelayVariant[] = [];
  let pending: number | undefined | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-STREAM-INF')) {
      const height = /RESOLUTION=\d+x(\d+)/.exec(line)?.[1];
      pending = height ? Number(height) : undefined;
    } else if (line && !line.startsWith('#') && pending !== null) {
      variants.push({ index: variants.length, uri: absolute(line, upstreamUrl), height: pending });
      pending = null;
    }
  }
  return variants;
}

/** An upstream master whose variants point to `r<index>/index.m3u8`, capped at `maxHeight`. */
export function rewriteRelayMaster(
  text: string,
  upstreamUrl: string,
  options: RelayMasterOptions = {},
): string {
  const heights = relayVariants(text, upstreamUrl).map((variant) => variant.height ?? 0);
  const lowest = Math.min(...heights);
  const out: string[] = [];
  let index = 0;
  let stream: string | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#EXT-X-STREAM-INF')) stream = line;
    else if (!line.startsWith('#') && stream !== undefined) {
      const height = heights[index] ?? 0;
      if (options.maxHeight === undefined || height <= options.maxHeight || height === lowest) {
        out.push(stream, `r${index}/index.m3u8`);
      }
      index += 1;
      stream = undefined;
    } else out.push(URI_ATTRIBUTE.test(line) ? absoluteAttribute(line, upstreamUrl) : line);
  }
  return `${out.join('\n')}\n`;
}

/** Fetches upstream playlists, sharing one fetch per address for `ttlMs`. */
export class RelayFetcher {
  private readonly cache = new Map<string, { at: number; text: Promise<string> }>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly timeoutMs = 3000,
  ) {}

  fetchText(url: string): Promise<string> {
    const now = Date.now();
    const cached = this.cache.get(url);
    if (cached && now - cached.at < this.ttlMs) return cached.text;
    const text = this.load(url);
    this.cache.set(url, { at: now, text });
    text.catch(() => this.cache.delete(url));
    if (this.cache.size > 1000) this.prune(now);
    return text;
  }

  private async load(url: string): Promise<string> {
    const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`upstream answered ${response.status} for ${url}`);
    return response.text();
  }

  private prune(now: number) {
    for (const [url, entry] of this.cache) if (now - entry.at >= this.ttlMs) this.cache.delete(url);
  }
}
