interface Place {
  pathname: string;
  search: string;
}

/**
 * Which link is the page shown: a link with a query (Sport: Live TV on its Sports tab) when its path and
 * query match, else the link with the same path (Live TV on any other tab).
 */
export function currentLink(links: readonly string[], location: Place): string | undefined {
  const current = new URLSearchParams(location.search);
  const parsed = links.map((to) => ({ to, url: new URL(to, 'http://app') }));
  const samePath = parsed.filter(({ url }) => url.pathname === location.pathname);
  const exact = samePath.find(
    ({ url }) =>
      url.search !== '' && [...url.searchParams].every(([key, value]) => current.get(key) === value),
  );
  return (exact ?? samePath.find(({ url }) => url.search === ''))?.to;
}
