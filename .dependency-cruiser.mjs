// Layer rules, checked on every `npm run lint` (`depcruise src server contract sw`):
//   src → contract ← server     sw → contract     (the server never imports client code)
//   ui, lib, contract → features → routes          (nothing imports a route but the router)
//   a feature uses another feature only through its index.ts, never its internals.
//   server: a module (server/modules/<area>) is used only through its index.ts; nothing under
//   modules/ imports app.ts; no cycles anywhere, type imports included.
//   payments: the one door for money; it imports no payable (orders, blind boxes), and only its
//   gateways/ import a gateway SDK.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'server-not-to-client',
      comment: 'The server runs without the client: shared shapes live in contract/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|sw)/' },
    },
    {
      name: 'client-not-to-server',
      comment: 'The client and the service worker talk to the server over HTTP only; shared shapes live in contract/.',
      severity: 'error',
      from: { path: '^(src|sw)/' },
      to: { path: '^server/' },
    },
    {
      name: 'contract-is-a-leaf',
      comment: 'contract/ is what both sides import; it imports neither.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|server|sw)/' },
    },
    {
      name: 'shared-not-to-features-or-routes',
      comment: 'src/ui and src/lib sit under every feature: a shared piece that needs a feature belongs in that feature.',
      severity: 'error',
      from: { path: '^src/(ui|lib)/' },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'features-not-to-routes',
      comment: 'Routes compose features; a feature never reaches up into a route.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/routes/' },
    },
    {
      name: 'feature-internals-stay-inside',
      comment: 'A feature uses another only through its index.ts; move what both need to src/ui or src/lib.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'server-module-through-index',
      comment: 'A server module is used only through its index.ts: what it offers is said there, the rest may change.',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/modules/', '\\.test\\.ts$', '/test/'] },
      to: { path: '^server/modules/', pathNot: ['^server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'server-module-internals-stay-inside',
      comment:
        'Inside server/modules/<area>, files import each other freely; another module only through its index.ts (tests may borrow set-up helpers).',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/', pathNot: ['\\.test\\.ts$', '/test/', '/test-kit\\.ts$'] },
      to: { path: '^server/modules/([^/]+)/', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'payments-knows-no-payable',
      comment:
        'modules/payments is the one door for money: orders and blind-box top-ups register there as payable kinds (app.ts hands them over), so the door never imports them.',
      severity: 'error',
      from: { path: '^server/modules/payments/', pathNot: ['\\.test\\.ts$', '/test/'] },
      to: { path: '^server/modules/(orders|blindbox)/' },
    },
    {
      name: 'only-payments-talks-to-gateways',
      comment: 'A gateway SDK is used inside modules/payments/gateways only: every other module pays and refunds through the door.',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/modules/payments/(gateways|test)/'] },
      to: { path: '(^|/)node_modules/(alipay-sdk|stripe)/' },
    },
    {
      name: 'modules-not-to-app',
      comment: 'app.ts assembles the modules; a module that needs something of the app is handed it (options, context).',
      severity: 'error',
      from: { path: '^server/modules/' },
      to: { path: '^server/app\\.ts$' },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles anywhere, type imports included: a cycle means two files are one, or a shared piece belongs elsewhere.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import the rules cannot resolve would escape them.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^virtual:', '^workbox-', '\\.css$', '\\?'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/routeTree\\.gen\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript 7 has no compiler API: the sources are read by acorn's tolerant parser, type-only
    // imports included, which is what the rules should see anyway.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
