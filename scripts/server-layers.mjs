// Prints the folder graph of apps/server/src — each folder a node (a folder that holds only folders, such as
// routes/, gives one node per subfolder), each relative import (static or `import()`) between two folders an
// edge — and fails when imports run both ways between folders (a cycle). Tests are left out. `npm run lint`
// runs it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../apps/server/src');
const isSource = (name) =>
  /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return isSource(name) ? [file] : [];
  });
}

const holdsFiles = (dir) =>
  readdirSync(dir).some((name) => statSync(join(dir, name)).isFile() && isSource(name));

function folderOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts.length === 1) return parts[0].replace(/\.tsx?$/, '');
  if (parts.length >= 3 && !holdsFiles(join(root, parts[0]))) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** from → (to → import lines) */
const edges = new Map();
for (const file of sourceFiles(root)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(
    /(?:(?:import|export)[^'"]*?from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g,
  )) {
    const target = resolve(dirname(file), match[1]);
    if (!target.startsWith(root)) continue;
    const from = folderOf(file);
    const to = folderOf(/\.tsx?$/.test(target) ? target : `${target}.ts`);
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from).set(to, (edges.get(from).get(to) ?? 0) + 1);
  }
}

// Tarjan's strongly connected components: a component of more than one folder is a cycle.
const folders = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]);
let counter = 0;
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const cycles = [];
function visit(folder) {
  index.set(folder, counter);
  low.set(folder, counter);
  counter += 1;
  stack.push(folder);
  onStack.add(folder);
  for (const next of edges.get(folder)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(folder, Math.min(low.get(folder), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(folder, Math.min(low.get(folder), index.get(next)));
    }
  }
  if (low.get(folder) !== index.get(folder)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== folder);
  if (component.length > 1) cycles.push(component.sort());
}
for (const folder of folders) if (!index.has(folder)) visit(folder);

for (const [from, targets] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
  const list = [...targets].sort(([a], [b]) => a.localeCompare(b)).map(([to, lines]) => `${to} (${lines})`);
  console.log(`${from} → ${list.join(', ')}`);
}
for (const cycle of cycles) console.log(`cycle: ${cycle.join(' ⇄ ')}`);
console.log(`server folders: ${folders.size}; cycles: ${cycles.length}`);
process.exitCode = cycles.length > 0 ? 1 : 0;
