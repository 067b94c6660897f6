import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The server reads in one direction (docs/architecture.md#server-layers): routes → plugins → commands →
 * queries → policies → presenters → repositories → db → lib. Each relative import (static, re-export or
 * dynamic `import()`) is resolved to the folder it lands in, so `./../commands/x.ts` counts like
 * `../commands/x.ts`.
 */
export const SERVER_LAYERS = [
  'routes',
  'plugins',
  'commands',
  'queries',
  'policies',
  'presenters',
  'repositories',
  'db',
  'lib',
];

const WHY = {
  routes: 'only app.ts registers routes',
  plugins: 'plugins are registered by app.ts and used by routes',
  commands: 'only routes call commands (a read never writes)',
  queries: 'queries are called by routes and commands',
  policies: 'policies are called by queries and commands',
  presenters: 'presenters turn rows into answers and read nothing',
  repositories: 'repositories are the bottom of the data path',
  db: 'db/ holds the schema, the drivers and shared SQL',
};

const serverRoot = resolve(import.meta.dirname, '../apps/server/src');

/** The folders of `file` under apps/server/src (`['routes', 'focus', 'x.ts']`), or undefined outside it. */
function serverPath(file) {
  const path = relative(serverRoot, file);
  if (path.startsWith('..') || path === '') return undefined;
  return path.split(sep);
}

/** Why importing `target` from `file` breaks the layers, or undefined when it does not. */
export function layerViolation(file, target) {
  const from = serverPath(file);
  const to = serverPath(target);
  if (!from || !to || from.length < 2 || to.length < 2) return undefined;
  const [fromLayer] = from;
  const [toLayer] = to;
  const fromDepth = SERVER_LAYERS.indexOf(fromLayer);
  const toDepth = SERVER_LAYERS.indexOf(toLayer);
  if (fromDepth < 0 || toDepth < 0) return undefined;
  if (toDepth < fromDepth) return `${fromLayer}/ never imports ${toLayer}/: ${WHY[toLayer]}.`;
  if (fromLayer === 'routes') {
    if (toLayer === 'routes' && from[1] !== to[1])
      return 'A route folder never imports another; what two share moves down a layer.';
    if (toLayer === 'repositories')
      return 'Routes read through queries/ and write through commands/, never a repository.';
  }
  if (fromLayer === 'presenters' && toLayer === 'db' && to[1]?.startsWith('client.'))
    return 'Presenters are pure: rows in, answers out, no database.';
  if (fromLayer === 'repositories' && toLayer === 'repositories' && from.join('/') !== to.join('/'))
    return 'A repository imports db/ and lib/ only, never another repository: a step over two tables is composed in commands/.';
  return undefined;
}

/** The literal text of an import's source, or undefined for a computed one. */
function literalSource(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked;
  return undefined;
}

export const serverLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Server imports run down the layers, and a repository never imports another.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node, sourceNode) => {
      const source = literalSource(sourceNode);
      if (!source || !source.startsWith('.')) return;
      const message = layerViolation(file, resolve(dirname(file), source));
      if (message) context.report({ node: sourceNode ?? node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
    };
  },
};

export const molipPlugin = { rules: { 'server-layers': serverLayersRule } };
