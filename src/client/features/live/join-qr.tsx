import * as QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { m } from '#shared/i18n'

const QR_SIZE = 200

/** The join link as a QR code, drawn here in the browser (no image service): dark on white in both themes. */
export function JoinQr({ link }: { link: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let isCurrent = true
    QRCode.toString(link, { type: 'svg', margin: 2, width: QR_SIZE, errorCorrectionLevel: 'M' })
      .then((result) => isCurrent && setSvg(result))
      .catch(() => isCurrent && setSvg(null))
    return () => {
      isCurrent = false
    }
  }, [link])
  return svg ? (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={m.live_screen_qr_alt()}
      width={QR_SIZE}
      height={QR_SIZE}
      className="rounded-md border bg-white"
      data-testid="live-qr"
    />
  ) : (
    <div style={{ width: QR_SIZE, height: QR_SIZE }} className="rounded-md border" aria-hidden="true" />
  )
}
