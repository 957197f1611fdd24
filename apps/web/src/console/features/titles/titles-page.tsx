import { Route, Routes, useParams } from 'react-router';
import { NotFoundPage } from '../../shell/not-found-page.tsx';
import { TitleEditorPage } from './title-editor-page.tsx';
import { TitleListPage } from './title-list-page.tsx';
import type { TitleKind } from './titles-api.ts';
import './titles.css';

/** Editor: movies and series — the lists, and one title's editor (a series' with its seasons and episodes). */
export function TitlesPage() {
  return (
    <Routes>
      <Route index element={<TitleListPage />} />
      <Route path=":kind/:id" element={<TitleRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function TitleRoute() {
  const { kind, id } = useParams();
  if (kind !== 'movies' && kind !== 'series') return <NotFoundPage />;
  const titleKind: TitleKind = kind;
  if (id === 'new') return <TitleEditorPage key={`${kind}-new`} kind={titleKind} id={null} />;
  const numeric = Number(id);
  if (!Number.isInteger(numeric) || numeric < 1) return <NotFoundPage />;
  return <TitleEditorPage key={`${kind}-${numeric}`} kind={titleKind} id={numeric} />;
}
