import Head from 'next/head';
import { useRouter } from 'next/router';
import { alternateUrls, localizedUrl } from '@/lib/seo/urls';

const OG_LOCALES: Record<string, string> = { en: 'en_US', ar: 'ar_SA', fr: 'fr_FR' };

interface Props {
  title: string;
  description?: string | null;
  siteUrl: string;
  /** The path without locale prefix or query, e.g. `/privacy-policy`. */
  path: string;
  siteName?: string;
  image?: string | null;
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
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      {text ? <meta name="twitter:description" content={text} /> : null}
      {image ? <meta name="twitter:image" content={image} /> : null}
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
