import 'server-only';

import QRCode from 'qrcode';

import styles from './app-qr-code.module.scss';

type AppQrCodeProps = {
  url: string;
  label: string;
};

export async function AppQrCode({ url, label }: AppQrCodeProps) {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0f1d2bff', light: '#ffffffff' },
  });
  return (
    <div
      className={styles.code}
      role="img"
      aria-label={label}
      data-url={url}
      // The SVG comes from the qrcode library with our own URL as its only input.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
