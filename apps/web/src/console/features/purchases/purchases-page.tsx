import { Route, Routes, useParams } from 'react-router';
import { NotFoundPage } from '../../shell/not-found-page.tsx';
import { PurchaseDetailPage } from './purchase-detail-page.tsx';
import { PurchaseListPage } from './purchase-list-page.tsx';
import './purchases.css';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Support: the purchases list, and one purchase with its trail and what support can do with it. */
export function PurchasesPage() {
  return (
    <Routes>
      <Route index element={<PurchaseListPage />} />
      <Route path=":purchaseId" element={<PurchaseRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function PurchaseRoute() {
  const { purchaseId = '' } = useParams();
  if (!uuid.test(purchaseId)) return <NotFoundPage />;
  return <PurchaseDetailPage key={purchaseId} purchaseId={purchaseId} />;
}
