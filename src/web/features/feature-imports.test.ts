import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features may use each other, but never in a circle: a feature that two others need moves to a shared folder
 * (src/web/components, src/web/lib, features/student-shared) or is put in place by the route (a slot prop), as
 * the yacht page gets its trips section. Tests may render other features' pages and are not counted.
 */
const featuresDir = path.resolve(import.meta.dirname);

/** Folders every feature may use and that use no other feature themselves, beyond those listed. */
const sharedFeatures: Record<string, string[]> = {
  session: [],
  'student-shared': ['trips'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|testing\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function featureOf(file: string): string | null {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0]!;
}

/** feature -> features it imports (relative imports only: the web app reaches other features by path). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file);
    if (!from) continue;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const to = featureOf(path.resolve(path.dirname(file), specifier!));
      if (to && to !== from) uses.add(to);
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | null => {
    const seen = trail.indexOf(node);
    if (seen >= 0) return [...trail.slice(seen), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('web features', () => {
  const graph = featureGraph();

  it('sees the features and what they import', () => {
    expect(graph.get('yachts')).toBeDefined();
    expect(graph.get('trips')?.has('yachts')).toBe(true);
  });

  it('never import each other in a circle', () => {
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a circle when there is one', () => {
    const circular = new Map(graph);
    circular.set('yachts', new Set([...(graph.get('yachts') ?? []), 'trips']));
    expect(findCycle(circular)).toEqual(expect.arrayContaining(['yachts', 'trips']));
  });

  it('keep the shared folders free of the features that use them', () => {
    for (const [shared, allowed] of Object.entries(sharedFeatures)) {
      expect(
        [...(graph.get(shared) ?? [])].filter((used) => !allowed.includes(used)),
        shared,
      ).toEqual([]);
    }
  });
});
