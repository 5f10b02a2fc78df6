// The QR code and short code that let the office check a printout at /verify/{code}.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import styled from 'styled-components';
import { verificationPath } from '@college/shared-types';
import { useText } from '@college/web-kit';

const Mark = styled.figure`
  margin: 0;
  text-align: center;
  font-size: 10px;
  width: 112px;
  img {
    width: 96px;
    height: 96px;
    display: block;
    margin: 0 auto 2px;
  }
  figcaption strong {
    display: block;
    font-size: 11px;
    letter-spacing: 0.04em;
    font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
  }
`;

/** An SVG QR code as a data URL: drawn without a canvas, sharp at any print resolution. */
export function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => console.error('qr code', error));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

export function VerificationMark({ code }: { code: string }) {
  const url = `${window.location.origin}${verificationPath(code)}`;
  const qr = useQrCode(url);
  const { t } = useText();
  return (
    <Mark data-testid="verification-mark">
      {qr && (
        <img
          src={qr}
          alt={t({
            en: `QR code to verify this printout at ${url}`,
            hi: `इस प्रिंट के सत्यापन का QR कोड: ${url}`,
          })}
        />
      )}
      <figcaption>
        {t({ en: 'Verification code', hi: 'सत्यापन कोड' })}
        <strong data-testid="verification-code">{code}</strong>
        {/* The address as it is typed, in any language. */}
        <span data-code="" translate="no">
          {window.location.host}/verify
        </span>
      </figcaption>
    </Mark>
  );
}
