import Head from 'next/head';
import { useRouter } from 'next/router';
import type { ShareImage } from '@/lib/seo/shareCard';
import { alternateUrls, localizedUrl } from '@/lib/seo/urls';

const OG_LOCALES: Record<string, string> = { en: 'en_US', ar: 'ar_SA', fr: 'fr_FR' };

interface Props {
  title: string;
  description?: string | null;
  siteUrl: string;
  /** The path without locale prefix or query, e.g. `/privacy-policy`. */
  path: string;
  siteName?: string;
  /**
   * The share image: a raster 1200×630 one (src/lib/server/shareImage) gets its size, type and
   * alt text and a large Twitter card; a plain URL (pages without one) only og:image.
   */
  image?: ShareImage | string | null;
  noindex?: boolean;
  type?: 'website' | 'product' | 'article';
  jsonLd?: object[];
}

/** Title, description, canonical, hreflang, Open Graph, Twitter card and JSON-LD for a page. */
export function Seo({
  title,
  description,
  siteUrl,
  path,
  siteName,
  image,
  noindex,
  type = 'website',
  jsonLd = [],
}: Props) {
  const { locale = 'en' } = useRouter();
  const canonical = localizedUrl(siteUrl, locale, path);
  const fullTitle = siteName && siteName !== title ? `${title} | ${siteName}` : title;
  const text = description?.slice(0, 300);
  const share = typeof image === 'string' ? { url: image } : (image ?? null);
  return (
    <Head>
      <title>{fullTitle}</title>
      {text ? <meta name="description" content={text} /> : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <link rel="canonical" href={canonical} />
      {noindex
        ? null
        : alternateUrls(siteUrl, path).map((alternate) => (
            <link
              key={alternate.hrefLang}
              rel="alternate"
              hrefLang={alternate.hrefLang}
              href={alternate.href}
            />
          ))}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      {text ? <meta property="og:description" content={text} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[locale] ?? 'en_US'} />
      {siteName ? <meta property="og:site_name" content={siteName} /> : null}
      {share ? shareImageMeta(share) : null}
      <meta
        name="twitter:card"
        content={share && 'width' in share ? 'summary_large_image' : 'summary'}
      />
      <meta name="twitter:title" content={fullTitle} />
      {text ? <meta name="twitter:description" content={text} /> : null}
      {share ? <meta name="twitter:image" content={share.url} /> : null}
      {share && 'alt' in share ? <meta name="twitter:image:alt" content={share.alt} /> : null}
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD must be raw JSON; `<` is escaped so the data cannot close the script tag.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </Head>
  );
}

/**
 * og:image and, for a share image, its size, type and alt text (read by Facebook, WhatsApp …). An
 * array, not a component: next/head only picks up elements it is given directly.
 */
function shareImageMeta(image: ShareImage | { url: string }) {
  const tags = [<meta key="og:image" property="og:image" content={image.url} />];
  if (!('width' in image)) return tags;
  if (image.url.startsWith('https:')) {
    tags.push(
      <meta key="og:image:secure_url" property="og:image:secure_url" content={image.url} />,
    );
  }
  tags.push(
    <meta key="og:image:type" property="og:image:type" content={image.type} />,
    <meta key="og:image:width" property="og:image:width" content={String(image.width)} />,
    <meta key="og:image:height" property="og:image:height" content={String(image.height)} />,
    <meta key="og:image:alt" property="og:image:alt" content={image.alt} />,
  );
  return tags;
}
