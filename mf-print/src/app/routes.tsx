// Printable pages by URL (SPEC §2, Print routes), and the public page that verifies a printout.
import { Route, Routes } from 'react-router-dom';
import { AdmissionPrintPage } from '../features/admission-print/admission-print-page';
import { ChalanReceiptPage } from '../features/chalan-receipt/chalan-receipt-page';
import { FeeSlipPage } from '../features/fee-slip/fee-slip-page';
import { VerifyPage } from '../features/verify-printout/verify-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admission-form/print/:admission_code" element={<AdmissionPrintPage />} />
      <Route path="/chalan-receipt/print/:txnid" element={<ChalanReceiptPage />} />
      <Route path="/admission/payment/print/:admission_code" element={<FeeSlipPage />} />
      <Route path="/verify/:code" element={<VerifyPage />} />
      <Route path="/verify" element={<VerifyPage />} />
      <Route path="*" element={<p style={{ padding: 24 }}>Loading...</p>} />
    </Routes>
  );
}
