import { Route, Routes, useParams } from 'react-router';
import { NotFoundPage } from '../../shell/not-found-page.tsx';
import { SubscriberPage } from './subscriber-page.tsx';
import { SubscriberSearchPage } from './subscriber-search-page.tsx';
import './subscribers.css';

/** Support: find a subscriber as you type, and one subscriber's page. */
export function SubscribersPage() {
  return (
    <Routes>
      <Route index element={<SubscriberSearchPage />} />
      <Route path=":subscriberId" element={<SubscriberRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function SubscriberRoute() {
  const { subscriberId = '' } = useParams();
  if (!/^[1-9]\d{0,17}$/.test(subscriberId)) return <NotFoundPage />;
  return <SubscriberPage key={subscriberId} subscriberId={subscriberId} />;
}
