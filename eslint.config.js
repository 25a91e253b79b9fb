import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));

// machines/ hold framework-free statecharts: no React, no HTTP client, no router, no app code.
const machineBoundary = {
  patterns: [
    { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react'], message: 'machines/ must not import React.' },
    { group: ['axios'], message: 'machines/ must not import the HTTP client; declare an actor instead.' },
    { group: ['@tanstack/*'], message: 'machines/ must not import the router; navigate through an event or a supplied action.' },
    { group: ['styled-components'], message: 'machines/ must not import styles.' },
    { group: ['**/src/**', '../src', '../../src', '../../../src'], message: 'machines/ must not import anything under src/.' },
    { group: ['**/server/**', '../server', '../../server', '../../../server'], message: 'machines/ must not import the server.' },
  ],
};

// The page's globals, which code that also runs in Node (tests, the server) must not touch.
const pageGlobals = (message) => ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({ name, message }));

// Where a folder may not reach (the boundaries of README's Layout). Relative paths only, so a
// pattern names the folder from anywhere in the tree.
const noImportOf = (folder, message) => ({ group: [`**/${folder}/**`, `**/${folder}`], message });
const appNotServer = noImportOf('server', 'src/ must not import the server: shared wire types live in contract/, rules and constants in domain/.');
// A flow's statechart runs through src/flow/useFlow.ts (one shape: bindings, inspector, view, send).
// The app-wide actors (session, consent, step-up) are the one exception: see oneActorHandle.
const oneFlowHelper = { group: ['@xstate/react'], message: 'Run a machine through useFlow (src/flow/useFlow.ts) in a <flow>.flow.ts module.' };
// App-wide actors are created in the handle module alone, with the app's inspector (README's Layout);
// a flow's actor is useFlow's. (Tests and machines' tests still create their own.)
const APP_ACTOR_MODULE = 'src/flow/appActor.ts';
const oneActorHandle = {
  group: ['xstate'],
  importNames: ['createActor'],
  message: `Create an app-wide actor with createAppActor (${APP_ACTOR_MODULE}), which shows it to the inspector; a flow runs its machine through useFlow.`,
};
// A file gets the patterns of the last entry it matches (flat config), so an inner folder repeats the outer one's.
const boundaries = {
  // The product's rules and constants: every other folder imports them, so they import none of it,
  // and nothing that ties them to a page, a request or a statechart.
  'domain/**/*.ts': [
    { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'xstate', '@xstate/*', 'axios', '@tanstack/*', 'styled-components'], message: 'domain/ is plain rules: no UI, HTTP client, router or statechart.' },
    ...['machines', 'contract', 'src', 'server', 'tests'].map((folder) =>
      noImportOf(folder, `domain/ holds the product's rules and imports nothing from ${folder}/ (README's Layout).`)),
  ],
  'server/**/*.ts': [noImportOf('src', 'server/ must not import the app: shared wire types live in contract/, rules and constants in domain/.')],
  'src/**/*.{ts,tsx}': [appNotServer, oneFlowHelper, oneActorHandle],
  [APP_ACTOR_MODULE]: [appNotServer, oneFlowHelper],
  'contract/**/*.ts': [
    noImportOf('src', 'contract/ is shared by app and server: it imports neither.'),
    noImportOf('server', 'contract/ is shared by app and server: it imports neither.'),
  ],
  'src/api/**/*.ts': [appNotServer, oneFlowHelper, oneActorHandle, noImportOf('session', 'The HTTP client knows nothing of the session: src/session/startSession.ts wires them.')],
  // A screen runs flows (src/features/<area>/<flow>.flow.ts): it never holds a machine or calls the API itself.
  'src/screens/**/*.{ts,tsx}': [
    appNotServer,
    oneActorHandle,
    noImportOf('api', 'Screens do not call the API: a flow module binds it (src/features/<area>/<flow>.flow.ts).'),
    { group: ['**/*.machine', '**/*.machine.ts', '**/*.machine.js', '@xstate/react'], message: 'Screens do not run machines: import the flow (use<Flow>) from src/features/<area>/<flow>.flow.ts, or a widget (src/widgets/) that runs one.' },
  ],
  'src/flow/useFlow.ts': [appNotServer, oneActorHandle],
  // Generic UI: it knows no feature (the app shell in src/app/shell composes them).
  'src/components/**/*.{ts,tsx}': [appNotServer, oneFlowHelper, oneActorHandle, noImportOf('features', 'components/ are generic UI and import no feature: compose them in src/app/shell or a screen.')],
  // The walks' oracle is written from the specification, never read from the code it judges.
  'tests/oracle/**/*.ts': ['src', 'machines', 'domain', 'contract'].map((folder) =>
    noImportOf(folder, `tests/oracle/ copies the specification's facts and imports nothing from ${folder}/ (tests/oracle/README.md).`)),
};

// The layers of src/ (README's Layout), as bulletproof-react draws them: a feature imports no
// other feature, nor the screens and routes that compose features; shared folders import none of
// those nor the composition root; the server imports nothing of the app. The features are read
// from the tree, so a new feature is fenced in without touching this file.
const features = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const COMPOSERS = ['./src/features', './src/screens', './src/routes'];
// A shared folder imports none of the composers nor src/app, bar the few files of src/app it names.
const sharedZones = (folder, appFilesAllowed = []) => [
  { target: `./${folder}`, from: COMPOSERS, message: `${folder}/ is shared: it imports no feature, screen or route (README's Layout).` },
  {
    target: `./${folder}`,
    from: './src/app',
    except: appFilesAllowed.map((file) => `./${file}`),
    message: `${folder}/ is shared: it imports nothing of the composition root src/app${appFilesAllowed.length ? ` but ${appFilesAllowed.join(', ')}` : ''} (README's Layout).`,
  },
];
const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both use to src/components/ (runs no machine) or src/widgets/ (runs one), or to src/app/ if it is app-wide.',
  })),
  { target: './src/features', from: ['./src/screens', './src/routes'], message: 'Features do not import screens or routes: a screen composes features, not the other way round.' },
  ...['src/components', 'src/api', 'src/content', 'src/styles', 'src/loading', 'src/session', 'src/widgets', 'src/flow', 'src/consent', 'domain', 'contract']
    .flatMap((folder) => sharedZones(folder)),
  // The composition root composes features; they never reach back into it (the flow runtime is src/flow/).
  { target: './src/features', from: './src/app', message: 'Features do not import the composition root src/app: the flow runtime is src/flow/, app-wide actors have folders of their own (src/session, src/consent).' },
  { target: './server', from: './src', message: 'server/ must not import the app: shared wire types live in contract/, rules and constants in domain/.' },
];

// import-x/no-restricted-paths judges an import() by the file it resolves to, so it misses one
// whose file is absent or renamed: the server names no path of the app, static or dynamic.
// (\x2F is the slash: a selector's regular expression cannot hold one.)
const serverImportsNoApp = {
  selector: 'ImportExpression[source.value=/(^|\\x2F)src\\x2F/]',
  message: 'server/ must not import the app, not even with import(): shared wire types live in contract/, rules and constants in domain/.',
};
// Every password, second-factor code and passkey answer is checked by the one verifier, which
// counts the wrong ones per account and browser and alone knows the limits (docs/server.md).
const CREDENTIAL_VERIFIER = 'server/auth/verifier.ts';
const CREDENTIAL_PRIMITIVES = ['server/auth/passwords.ts', 'server/auth/two-factor.ts', 'server/auth/passkeys.ts'];
const toVerifier = `Check credentials through the one verifier (${CREDENTIAL_VERIFIER}), which counts wrong answers and knows the limits.`;
const credentialChecks = [
  ...['object.property.name', 'object.name'].flatMap((object) => [
    { selector: `CallExpression[callee.property.name=/^verify(Dummy)?$/][callee.${object}=/^(hasher|twoFactor)$/]`, message: toVerifier },
    { selector: `CallExpression[callee.property.name='authenticate'][callee.${object}='passkeys']`, message: toVerifier },
  ]),
  { selector: "ImportDeclaration[source.value=/^(@node-rs\\x2Fargon2|otpauth)$/]", message: toVerifier },
  { selector: "ImportDeclaration[source.value='@simplewebauthn/server'] ImportSpecifier[imported.name='verifyAuthenticationResponse']", message: toVerifier },
];

// Routes parse, call a use case and answer: queries and transactions belong to the use cases
// (server/account/, server/investor/commands.ts and queries.ts), which the routes hand the handle.
const ROUTE_FILES = ['server/routes/**/*.ts', 'server/investor/routes.ts'];
const toUseCase = 'A route parses, calls a use case (server/account/, server/investor/) and answers: queries and transactions live in the use case.';
const routesQueryNothing = [
  { selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]", message: toUseCase },
  { selector: "ImportDeclaration[importKind!='type'][source.value=/^kysely$|(^|\\x2F)db\\x2F/]", message: toUseCase },
];

// src/main.tsx must hand the prerendered styles to styled-components before anything else loads
// (src/loading/README.md, invariant 1).
const ADOPT_STYLES = './loading/adoptStyles';
const mainFirstImport = {
  meta: { type: 'problem', messages: { first: `src/main.tsx must import '${ADOPT_STYLES}' before anything else (src/loading/README.md).` } },
  create: (context) => ({
    Program(program) {
      const first = program.body.find((statement) => statement.type === 'ImportDeclaration');
      if (first?.source.value !== ADOPT_STYLES) context.report({ node: first ?? program, messageId: 'first' });
    },
  }),
};

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', 'src/routeTree.gen.ts', 'coverage', 'test-results', 'playwright-report', 'bench/tmp', 'bench/results.json', 'data', '.probe*', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/screens/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', machineBoundary],
      // Statecharts run anywhere (tests in Node, the server's lifecycles): the page is the app's.
      'no-restricted-globals': ['error', ...pageGlobals('machines/ must not touch the DOM; supply an action or an actor from the app.')],
    },
  },
  {
    // The rules hold on the server as in the app: they read no page.
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...pageGlobals('domain/ must not touch the DOM: its rules run on the server too.')] },
  },
  ...Object.entries(boundaries).map(([files, patterns]) => ({ files: [files], rules: { 'no-restricted-imports': ['error', { patterns }] } })),
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', serverImportsNoApp, ...credentialChecks] },
  },
  {
    files: ROUTE_FILES,
    rules: { 'no-restricted-syntax': ['error', serverImportsNoApp, ...credentialChecks, ...routesQueryNothing] },
  },
  {
    // The one verifier, and the primitives it checks with.
    files: [CREDENTIAL_VERIFIER, ...CREDENTIAL_PRIMITIVES],
    rules: { 'no-restricted-syntax': ['error', serverImportsNoApp] },
  },
  {
    // The view says what to show (tags, can()): no part of the app asks which state a machine is
    // in (a CSS selector's Element.matches(':…') is not a state).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name='matches']:not([arguments.0.value=/^:/])",
        message: 'The app does not call .matches() on a snapshot: read a tag (hasTag) or can() in the flow module, and a flag of its view elsewhere.',
      }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
    },
  },
  {
    files: ['src/main.tsx'],
    plugins: { local: { rules: { 'main-first-import': mainFirstImport } } },
    rules: { 'local/main-first-import': 'error' },
  },
);
