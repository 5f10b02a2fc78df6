// Printable pages by URL (SPEC §2, Print routes), and the public page that verifies a printout. Which paths this
// module owns is the shared route table (shared-types routes.ts, module 'mf-print'); this table names each page.
import type { ReactNode } from 'react';
import { Route, Routes } from '@college/web-kit/routing';
import { ROUTES } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { AdmissionPrintPage } from '../features/admission-print/admission-print-page';
import { ChalanReceiptPage } from '../features/chalan-receipt/chalan-receipt-page';
import { FeeSlipPage } from '../features/fee-slip/fee-slip-page';
import { OfferLetterPage } from '../features/offer-letter/offer-letter-page';
import { OfficeReceiptPage } from '../features/office-receipt/office-receipt-page';
import { VerifyPage } from '../features/verify-printout/verify-page';
import { TEXT } from '../lib/texts';

export const SCREENS: Record<string, ReactNode> = {
  '/admission-form/print/:admission_code': <AdmissionPrintPage />,
  '/chalan-receipt/print/:txnid': <ChalanReceiptPage />,
  '/admission/payment/print/:admission_code': <FeeSlipPage />,
  '/offer-letter/print/:admission_code': <OfferLetterPage />,
  '/office-receipt/print/:id': <OfficeReceiptPage />,
  '/verify/:code': <VerifyPage />,
  '/verify': <VerifyPage />,
};

/** The paths the shared route table gives this module that have a page here: the ones that mount. */
export const MOUNTED_PATHS = ROUTES.filter((r) => r.module === 'mf-print' && SCREENS[r.path]).map((r) => r.path);

/** The moment before the router has the page's address: the loading words in the page's language. */
function Loading() {
  const { t } = useText();
  return (
    <p role="status" style={{ padding: 24 }}>
      {t(TEXT.loading)}
    </p>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {MOUNTED_PATHS.map((path) => (
        <Route key={path} path={path} element={SCREENS[path]} />
      ))}
      <Route path="*" element={<Loading />} />
    </Routes>
  );
}
