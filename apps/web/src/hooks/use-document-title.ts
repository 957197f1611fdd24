import { useEffect } from 'react';

const brand = 'GLO-TV';

/** Sets the tab title to "<page> · GLO-TV", or just "GLO-TV" without a page name. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${brand}` : brand;
  }, [page]);
}
