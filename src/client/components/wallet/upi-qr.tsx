import * as QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { formatINR } from '#shared/money'
import { WALLET_TEXTS } from '#shared/texts'
import { UPI_QR_OPTIONS } from '@/lib/wallet-format'

const QR_SIZE = UPI_QR_OPTIONS.width

/** The SVG of a QR code for `text`, made here in the browser (no third-party image service). */
function useQrSvg(text: string) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let isCurrent = true
    QRCode.toString(text, UPI_QR_OPTIONS)
      .then((result) => isCurrent && setSvg(result))
      .catch(() => isCurrent && setSvg(null))
    return () => {
      isCurrent = false
    }
  }, [text])
  return svg
}

/** A scannable UPI payment request to the platform's UPI ID: the same link the "Pay with a UPI app" button opens. */
export function UpiQr({ link, upiId, amountPaise }: { link: string; upiId: string; amountPaise: number | null }) {
  const svg = useQrSvg(link)
  const amount = amountPaise ? formatINR(amountPaise) : null
  return (
    <figure className="flex flex-col items-center gap-2">
      {svg ? (
        // Dark modules on white in both themes: scanners need the contrast.
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={WALLET_TEXTS.qrAlt(upiId, amount)}
          width={QR_SIZE}
          height={QR_SIZE}
          className="rounded-md border bg-white"
          data-testid="upi-qr"
        />
      ) : (
        <div
          className="flex items-center justify-center rounded-md border text-xs text-muted-foreground"
          style={{ width: QR_SIZE, height: QR_SIZE }}
          role="status"
        >
          {WALLET_TEXTS.qrLoading}
        </div>
      )}
      <figcaption className="text-center text-xs text-muted-foreground">{WALLET_TEXTS.qrCaption(amount)}</figcaption>
    </figure>
  )
}
