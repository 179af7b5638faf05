import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

/** Imports no file may use (restated by the MUI blocks below, which replace this rule's options). */
const RESTRICTED_PATHS = [
  {
    name: 'next/link',
    message: "Use '@/components/AppLink': a plain anchor that prefetches on hover, not on sight.",
  },
  ...['next-i18next/pages', 'react-i18next'].map((name) => ({
    name,
    importNames: ['useTranslation'],
    message:
      "Use '@/lib/i18n/useTranslation': one shared t instead of a copied instance per component.",
  })),
];

// One UI system (docs/adr/0001-ui-kit-beside-mui.md): the kit in src/components/ui, icons as
// path data, MUI only in on-demand overlays inside withMuiScope.
const NO_MUI_ICONS = {
  group: ['@mui/icons-material', '@mui/icons-material/*'],
  message:
    "Icons are path data: add src/components/icons/material/<Name>.ts and draw it with PathIcon ('@/components/icons/Icon').",
};
const NO_MUI_BUTTON = {
  group: ['@mui/material/Button', '@mui/material/CircularProgress'],
  message:
    "Use the kit's Button, IconButton or ButtonLink ('@/components/ui/Button') and Spinner ('@/components/Spinner'), in MUI overlays too.",
};
const NO_MUI_MESSAGE =
  'MUI only in an on-demand overlay exported with withMuiScope (ADR 0001): build this from plain elements, CSS modules and src/components/ui, or add the overlay to MUI_ALLOWED in eslint.config.mjs with its reason in the ADR.';
const NO_MUI = {
  // The bare package names are in NO_MUI_PATHS: a directory pattern here would keep the
  // exceptions below from applying.
  group: [
    '@mui/material/*',
    '!@mui/material/Button',
    '!@mui/material/CircularProgress',
    '@mui/lab/*',
  ],
  message: NO_MUI_MESSAGE,
};
const NO_MUI_PATHS = ['@mui/material', '@mui/lab'].map((name) => ({
  name,
  message: NO_MUI_MESSAGE,
}));

/**
 * The files that may import MUI (ADR 0001 lists why each group is here). Overlays: dialogs,
 * drawers, popovers and menus, loaded with next/dynamic and exported with withMuiScope. Overlay
 * parts: rendered inside such an overlay. Every page and page section is on the kit: nothing else
 * is added.
 */
const MUI_ALLOWED = [
  // The theme and the document: MUI's theme, its colour-scheme script.
  'src/theme/**',
  'pages/_document.tsx',
  // Overlays.
  'src/**/*Dialog.tsx',
  'src/**/*Drawer.tsx',
  'src/**/*Modal.tsx',
  'src/**/*Popover.tsx',
  'src/**/*Popup.tsx',
  'src/features/home/widgets/ItemQuickView.tsx',
  'src/features/home/widgets/TrackOrderPanel.tsx',
  'src/features/parcel/ParcelAddressPicker.tsx',
  'src/features/reviews/ReviewPrompt.tsx',
  'src/features/search/HeaderSearch.tsx',
  'src/features/search/SearchCombobox.tsx',
  // Overlay parts.
  'src/features/home/widgets/TrackOrderForm.tsx',
  'src/features/modules/ModulePicker.tsx',
];

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
      'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS }],
    },
  },
  {
    // The storefront's code: no MUI outside the overlays (ADR 0001).
    files: ['src/**', 'pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...RESTRICTED_PATHS, ...NO_MUI_PATHS],
          patterns: [NO_MUI_ICONS, NO_MUI_BUTTON, NO_MUI],
        },
      ],
    },
  },
  {
    // The overlays and the screens not yet converted: MUI, but still no MUI icons, Button or
    // CircularProgress.
    files: MUI_ALLOWED,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: RESTRICTED_PATHS, patterns: [NO_MUI_ICONS, NO_MUI_BUTTON] },
      ],
    },
  },
  {
    // Business rules are pure functions: no UI, state, transport or server code. The API's wire
    // types are the data they work on, so type-only imports from '@/api/*' are allowed (they are
    // erased at build time); values are not.
    files: ['src/domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            'react',
            'react-dom',
            'react-redux',
            '@reduxjs/toolkit',
            'redux-persist',
            'axios',
          ].map((name) => ({
            name,
            message: 'src/domain holds pure rules: no UI, state or transport.',
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', '@reduxjs/toolkit/*', 'redux-persist/*', 'axios/*'],
              message: 'src/domain holds pure rules: no UI, state or transport.',
            },
            {
              group: ['@/store/*', '@/features/*', '@/components/*', '@/server/*', '@/layout/*'],
              message:
                'src/domain holds pure rules: move what it needs into src/domain and import it from there.',
            },
            {
              group: ['@/api/*'],
              allowTypeImports: true,
              message: "src/domain may only use the API's types ('import type'), not its client.",
            },
          ],
        },
      ],
    },
  },
  {
    // Screens and shared pieces call the API through the typed client (src/api), never axios.
    files: [
      'src/components/**',
      'src/features/**',
      'src/layout/**',
      'src/hooks/**',
      'src/store/**',
      'src/theme/**',
      'pages/**',
    ],
    ignores: ['pages/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              message: "Call the API through '@/api' (its modules and hooks), not axios directly.",
            },
          ],
          patterns: [
            {
              group: ['axios/*'],
              message: "Call the API through '@/api' (its modules and hooks), not axios directly.",
            },
          ],
        },
      ],
    },
  },
  {
    // Functions a reader can hold in their head (docs/conventions.md). Tests are not covered:
    // their describe blocks are long by nature.
    files: ['src/**', 'pages/**', 'scripts/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The seed's data tables are long lists of rows, not logic.
    files: ['src/server/db/seed/data/**'],
    rules: { 'max-lines-per-function': 'off' },
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
