/** @jest-environment node */
import { renderToString } from 'react-dom/server';

import { StaticImage } from '@/components/ui/static-image/static-image';

const photo = { src: '/_next/static/media/market.webp', width: 1200, height: 900 };

/** The attributes of the first element named `tag` in `html`. */
function attributes(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...element.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
}

describe('StaticImage', () => {
  it('renders a plain, sized img with the optimiser srcset for the given sizes, lazy by default', () => {
    const html = renderToString(
      <StaticImage src={photo} alt="A trader" sizes="(min-width: 1024px) 440px, 78vw" />,
    );
    const img = attributes(html, 'img');
    expect(img).toMatchObject({
      alt: 'A trader',
      width: '1200',
      height: '900',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(img.sizes).toBe('(min-width: 1024px) 440px, 78vw');
    const widths = img.srcSet!.split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(widths).toContain('640w');
    expect(img.srcSet).toContain('/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Fmarket.webp&amp;w=640');
    // No preload for an image that is not the first one seen.
    expect(html).not.toContain('rel="preload"');
  });

  it('loads the preloaded image eagerly and asks for it in the head, with the same srcset and sizes', () => {
    // Without a document around it, React writes the preload it hoists ahead of the element.
    const html = renderToString(<StaticImage src={photo} alt="" sizes="100vw" preload />);
    const img = attributes(html, 'img');
    expect(img.loading).toBe('eager');
    const link = attributes(html, 'link');
    expect(link).toMatchObject({ rel: 'preload', as: 'image', imageSizes: '100vw', imageSrcSet: img.srcSet });
  });

  it('limits the preload to the widths preloadMedia names, and still loads the image eagerly', () => {
    const drawing = { src: '/_next/static/media/phone.svg', width: 480, height: 640 };
    const html = renderToString(
      <StaticImage src={drawing} alt="" preload preloadMedia="(min-width: 1024px)" />,
    );
    expect(attributes(html, 'img').loading).toBe('eager');
    expect(attributes(html, 'link')).toMatchObject({
      rel: 'preload',
      as: 'image',
      href: '/_next/static/media/phone.svg',
      media: '(min-width: 1024px)',
    });
  });

  it('serves SVG drawings as they are, sized, with no srcset', () => {
    const html = renderToString(
      <StaticImage src={{ src: '/_next/static/media/phone.svg', width: 480, height: 960 }} alt="" />,
    );
    expect(attributes(html, 'img')).toMatchObject({ src: '/_next/static/media/phone.svg', width: '480' });
    expect(attributes(html, 'img').srcSet).toBeUndefined();
  });
});
