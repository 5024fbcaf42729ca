import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { VIETQR_RENDER_OPTIONS } from '../model/vietqr-render';

/** A QR channel's code (docs/decisions/0103), drawn on the device as the VietQR codes are: no image service sees it. */
export function QrCodeImage({ content, label }: { content: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(content, { ...VIETQR_RENDER_OPTIONS, type: 'svg' })
      .then((svg) => live && setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [content]);
  return url ? <img className="wallet-qr" src={url} alt={label} width={220} height={220} data-testid="deposit-qr" /> : null;
}
