import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { molipPlugin } from './eslint/server-layers.js';

/** The folders under `dir`: each feature (web) or module (server) gets its own import boundary. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Import direction: app → features → entities → components/lib → domain. A feature never imports another
 * feature, by alias (`@/features/x/...`) or by a relative path; data several features share is an entity.
 */
const webFeatureBoundaries = foldersIn('./apps/web/src/features/').map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/app/**', '@/app/*'], message: 'Features must not import from the app layer.' },
          {
            regex: `^(@/features/|(\\.\\./)+(features/)?)(?!${feature}/)[a-z-]+/(api|components|hooks|stores|utils)/`,
            message: 'Features never import each other; move shared data to entities/, shared code to lib/.',
          },
        ],
      },
    ],
  },
}));

/** The shared data of the learner, plans, today's to-dos and focus: read by features, never reading them. */
const webEntities = {
  files: ['apps/web/src/entities/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)(features|app)/',
            message: 'Entities must not depend on features or the app.',
          },
        ],
      },
    ],
  },
};

/** What has no domain meaning: the HTTP client, query set-up, hooks and UI parts. */
const sharedWebLayers = {
  files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)(features|app|entities)/',
            message: 'Shared UI and lib code must not depend on entities, features or the app.',
          },
        ],
      },
    ],
  },
};

const domainIsPure = {
  files: ['packages/domain/src/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@molip/server*', '@molip/web*', 'react', 'fastify', 'drizzle-orm*', 'node:*'],
            message: 'The domain package stays pure and framework-free.',
          },
        ],
      },
    ],
  },
};

/**
 * The server reads in one direction (docs/architecture.md#server-layers): routes → plugins → commands →
 * queries → policies → presenters → repositories → db → lib. `eslint/server-layers.js` resolves every relative
 * import, re-export and `import()` and refuses one up the layers, across route folders, from a route to a
 * repository, or from one repository to another.
 */
const serverLayerBoundaries = {
  files: ['apps/server/src/**/*.ts'],
  ignores: ['**/*.test.ts'],
  plugins: { molip: molipPlugin },
  rules: {
    'molip/server-layers': 'error',
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['@molip/web*'], message: 'The server never imports the web app.' }] },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/test-results/**',
      'data/**',
      'backups/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'No enums: use a const array and a union type.' },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in the app env module.',
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/server.ts',
      'apps/server/src/db/backup.ts',
      '**/*.config.{ts,js,mjs}',
      '**/test/**',
      '**/e2e/**',
      'bench/**',
      'scripts/**',
      'apps/web/src/config/env.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webFeatureBoundaries,
  webEntities,
  sharedWebLayers,
  domainIsPure,
  serverLayerBoundaries,
);
