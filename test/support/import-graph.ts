import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Every `.ts` file under `dir`, recursively. */
export function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The modules each file imports, among `files`: every `import`, `import type`,
 * `export ... from` and dynamic `import()` with a relative specifier, resolved
 * from the compiled name (`./x.js`) to its source (`./x.ts`).
 */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files.map((file) => resolve(file)));
  const graph = new Map<string, string[]>();
  for (const file of known) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, '.ts')))
      .map((target) => (existsSync(target) ? target : `${target}.ts`))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import cycles of a graph, one per strongly connected component (Tarjan),
 * each as a path of files relative to `root` that starts and ends at the same file.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>, root: string): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(file, Math.min(lowLink.get(file) as number, lowLink.get(next) as number));
      } else if (onStack.has(next)) {
        lowLink.set(file, Math.min(lowLink.get(file) as number, index.get(next) as number));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) components.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components.map((component) => cyclePath(graph, new Set(component)).map((file) => relative(root, file)));
}

// One cycle through a component: walk from its first file along edges inside it until a file repeats.
function cyclePath(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>): string[] {
  const path: string[] = [];
  let file = [...component].sort()[0] as string;
  while (!path.includes(file)) {
    path.push(file);
    file = (graph.get(file) ?? []).find((next) => component.has(next)) as string;
  }
  return [...path.slice(path.indexOf(file)), file];
}
