// The project's import graph, read with TypeScript's own parser and module resolution, so every
// import counts: value and type imports, re-exports and import() alike.
//
//   node scripts/import-graph.mjs            fails (exit 1) on any import cycle, naming each one
//   node scripts/import-graph.mjs --json     prints { file: [imported files] } for other checks
//
// `npm test` runs it (scripts/test-all.mjs, the "imports" step). A cycle is a set of modules that
// import each other, directly or around a loop: it makes the order modules run in depend on who
// is imported first, and it means two folders no longer have one direction between them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

export const SOURCE_ROOTS = ["app", "components", "lib", "data"];
const EXTENSIONS = /\.(ts|tsx|mts)$/;

function listFiles(root, dir) {
  const full = path.join(root, dir);
  const out = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(root, relative));
    else if (EXTENSIONS.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(relative);
  }
  return out;
}

function compilerOptions(root) {
  const configPath = path.join(root, "tsconfig.json");
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

/** Every project module under the source roots (or just `files`), with the project modules it imports. */
export function importGraph(root = process.cwd(), files = SOURCE_ROOTS.flatMap((dir) => listFiles(root, dir))) {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const graph = new Map();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), "utf8");
    const { importedFiles } = ts.preProcessFile(source, true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, path.join(root, file), options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.relative(root, resolved.resolvedFileName).split(path.sep).join("/");
      if (SOURCE_ROOTS.some((dir) => target.startsWith(`${dir}/`))) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Strongly connected components with more than one module, or a module importing itself (Tarjan). */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(next)));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node), indices.get(next)));
      }
    }
    if (lowLinks.get(node) !== indices.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

async function main() {
  const graph = importGraph();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(Object.fromEntries(graph), null, 1));
    return;
  }
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.log(`No import cycle among ${graph.size} modules (${SOURCE_ROOTS.join(", ")}; type imports included).`);
    return;
  }
  console.error(`${cycles.length} import cycle(s):`);
  for (const cycle of cycles) console.error(`  - ${cycle.join(" <-> ")}`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
