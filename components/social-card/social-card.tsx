import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { ImageResponse } from 'next/og';

import { publicEnv } from '@/lib/public-env';
import { socialCardSize, type SocialCardCopy } from '@/lib/seo/social-card';
import { site } from '@/lib/site';

const colours = { night: '#0c2a22', primary: '#0b6e4f', sand: '#fbf8f2', accent: '#f3b23c', soft: '#e3f2ec' };

// Satori reads TTF, OTF and WOFF, not the WOFF2 the pages use, hence the static cuts of the same family.
const fontFile = (weight: number) =>
  path.join(
    process.cwd(),
    'node_modules/@fontsource/plus-jakarta-sans/files',
    `plus-jakarta-sans-latin-${weight}-normal.woff`,
  );

async function loadAssets() {
  const [regular, extraBold, mark] = await Promise.all([
    readFile(fontFile(500)),
    readFile(fontFile(800)),
    readFile(path.join(process.cwd(), 'public/brand/mark.svg')),
  ]);
  return { regular, extraBold, markUrl: `data:image/svg+xml;base64,${mark.toString('base64')}` };
}

export async function renderSocialCard({ kicker, headline }: SocialCardCopy): Promise<ImageResponse> {
  const { regular, extraBold, markUrl } = await loadAssets();
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: `linear-gradient(135deg, ${colours.night} 0%, ${colours.night} 55%, ${colours.primary} 100%)`,
        color: colours.sand,
        fontFamily: 'Plus Jakarta Sans',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, next/image does not apply */}
        <img src={markUrl} width={96} height={96} alt="" />
        <span style={{ fontSize: 48, fontWeight: 800, letterSpacing: -1 }}>{site.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <span
          style={{
            fontSize: 30,
            fontWeight: 500,
            color: colours.accent,
            textTransform: 'uppercase',
            letterSpacing: 3,
          }}
        >
          {kicker}
        </span>
        <span style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.08, letterSpacing: -2, maxWidth: 1000 }}>
          {headline}
        </span>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          fontSize: 28,
          fontWeight: 500,
          color: colours.soft,
        }}
      >
        <div style={{ width: 48, height: 6, borderRadius: 3, background: colours.accent }} />
        {new URL(publicEnv.siteUrl).host}
      </div>
    </div>,
    {
      ...socialCardSize,
      fonts: [
        { name: 'Plus Jakarta Sans', data: regular, weight: 500, style: 'normal' },
        { name: 'Plus Jakarta Sans', data: extraBold, weight: 800, style: 'normal' },
      ],
    },
  );
}
