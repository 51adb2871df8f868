// Layer rules, checked on every `npm run lint` (`depcruise src server contract sw`):
//   src → contract ← server     sw → contract     (the server never imports client code)
//   ui, lib, contract → features → routes          (nothing imports a route but the router)
//   a feature uses another feature only through its index.ts, never its internals.
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
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
