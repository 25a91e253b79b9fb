import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import styled from 'styled-components';

const Frame = styled.div`
  width: 192px; height: 192px; padding: 8px; background: #fff; border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  img { width: 100%; height: 100%; display: block; }
`;

/** The QR code of `value`, drawn by the qrcode package as an SVG image. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((text) => live && setSvg(text))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <Frame>
      {svg ? <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} /> : <span className="visually-hidden">{label}</span>}
    </Frame>
  );
}
