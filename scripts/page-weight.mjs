#!/usr/bin/env node
/**
 * What a server-rendered page weighs: HTML, inline emotion CSS (and its `:root`/scheme variables),
 * and the __NEXT_DATA__ breakdown (pageProps keys, i18n namespaces, dehydrated queries, shell and
 * module-home sections). For finding what a page sends that the browser does not need.
 *   node scripts/page-weight.mjs <url> [cookie header]
 * e.g. node scripts/page-weight.mjs http://127.0.0.1:3000/home \
 *        'zoneid=%5B1%5D; module_id=1; latitude=33.5731; longitude=-7.5898'
 */
const [url, cookie = ''] = process.argv.slice(2);
if (!url) {
  console.error('Usage: node scripts/page-weight.mjs <url> [cookie header]');
  process.exit(1);
}
const response = await fetch(url, { headers: cookie ? { cookie } : {} });
const html = await response.text();
const size = (value) =>
  (typeof value === 'string' ? value.length : JSON.stringify(value ?? null).length) / 1024;
const kib = (value) => `${size(value).toFixed(1).padStart(7)} KiB`;
const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
const css = styles.join('');
const variables = [...css.matchAll(/(:root|\.light|\.dark)[^{]*\{[^}]*\}/g)]
  .map((match) => match[0])
  .join('');
const nextData = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
console.log(`${url} → ${response.status}`);
console.log(`HTML ${kib(html)}`);
console.log(
  `  inline CSS ${kib(css)} in ${styles.length} tags (theme variables ${kib(variables)})`,
);
console.log(`  __NEXT_DATA__ ${kib(nextData)}`);
if (!nextData) process.exit(0);
const pageProps = JSON.parse(nextData).props?.pageProps ?? {};
for (const [key, value] of Object.entries(pageProps)) {
  console.log(`    pageProps.${key.padEnd(22)} ${kib(value)}`);
  if (key === '_nextI18Next') {
    for (const [locale, namespaces] of Object.entries(value?.initialI18nStore ?? {})) {
      for (const [namespace, messages] of Object.entries(namespaces)) {
        console.log(`      i18n ${locale}/${namespace.padEnd(16)} ${kib(messages)}`);
      }
    }
  } else if (key === 'dehydratedState') {
    for (const query of value?.queries ?? []) {
      console.log(
        `      query ${JSON.stringify(query.queryKey).slice(0, 48).padEnd(48)} ${kib(query)}`,
      );
    }
  } else if ((key === 'shell' || key === 'data') && value && typeof value === 'object') {
    for (const [part, partValue] of Object.entries(value)) {
      console.log(`      ${key}.${part.padEnd(20)} ${kib(partValue)}`);
    }
  }
}
