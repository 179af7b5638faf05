import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'drizzle/**',
      'public/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-syntax': [
        'error',
        {
          // Next writes the build machine's value in place of `process.env.NEXT_PUBLIC_X`; the
          // operator's configuration must be read when the server starts.
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='env'][property.name=/^NEXT_PUBLIC_/]",
          message:
            "Read NEXT_PUBLIC_* through publicEnv() ('@/lib/publicEnv'): a literal process.env.NEXT_PUBLIC_* is fixed at build time.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use '@/components/AppLink': a plain anchor that prefetches on hover, not on sight.",
            },
            ...['next-i18next/pages', 'react-i18next'].map((name) => ({
              name,
              importNames: ['useTranslation'],
              message:
                "Use '@/lib/i18n/useTranslation': one shared t instead of a copied instance per component.",
            })),
          ],
        },
      ],
    },
  },
  {
    // Tests set the environment of the server they start.
    files: ['__tests__/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // CommonJS config files.
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line scripts print their results.
    files: ['scripts/**', 'e2e/server.mjs'],
    rules: { 'no-console': 'off' },
  },
];

export default config;
