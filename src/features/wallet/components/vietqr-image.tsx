import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { vietQrPayload, type VietQrTransfer } from '../model/vietqr';
import { VIETQR_RENDER_OPTIONS } from '../model/vietqr-render';

/** The transfer as a VietQR code, drawn on the device (an SVG: no image service sees the account or the memo). */
export function VietQrImage({ transfer, label }: { transfer: VietQrTransfer; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const { bankBin, accountNumber, amount, memo } = transfer;
  useEffect(() => {
    let live = true;
    QRCode.toString(vietQrPayload({ bankBin, accountNumber, amount, memo }), { ...VIETQR_RENDER_OPTIONS, type: 'svg' })
      .then((svg) => live && setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [bankBin, accountNumber, amount, memo]);
  return url ? <img className="wallet-qr" src={url} alt={label} width={220} height={220} data-testid="deposit-vietqr" /> : null;
}
