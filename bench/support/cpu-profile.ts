import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileFrame {
  /** `function (file:line)`, the file relative to the repository or to node_modules. */
  frame: string;
  /** Self time, or time with callees included, as the function that made the list says. */
  ms: number;
  share: number;
}

function placeOf(url: string): string {
  if (!url) return '';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length);
  const apps = url.search(/\/(apps|packages)\//);
  return apps >= 0 ? url.slice(apps + 1) : url.replace(/^file:\/\//, '');
}

/** Self time per function in a `.cpuprofile` (V8's format, as `node --cpu-prof` writes it), most first. */
export function topSelfTime(file: string, count: number): { totalMs: number; frames: ProfileFrame[] } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url);
    const key = `${functionName || '(anonymous)'}${place ? ` (${place}:${lineNumber + 1})` : ''}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
    totalUs += delta;
  });
  const frames = [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, us]) => ({ frame, ms: Math.round(us / 1000), share: totalUs > 0 ? us / totalUs : 0 }));
  return { totalMs: Math.round(totalUs / 1000), frames };
}

/** What the profiler counts as no function: waiting, the engine's own work and the collector. */
const notFunctions = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/**
 * Time per function including what it calls, most first, for a browser's profile: the components and hooks that
 * cost the most with their children. `totalMs` is the time in functions at all (idle and the engine's own left out).
 */
export function topInclusiveTime(file: string, count: number): { totalMs: number; frames: ProfileFrame[] } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const keyOf = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.slice(url.lastIndexOf('/') + 1);
    return `${functionName || '(anonymous)'}${file ? ` (${file}:${lineNumber + 1})` : ''}`;
  };
  const inclusiveUs = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const sampled = byNode.get(id);
    if (!sampled || notFunctions.has(sampled.callFrame.functionName)) return;
    totalUs += delta;
    const counted = new Set<string>();
    for (let node: ProfileNode | undefined = sampled; node; node = byNode.get(parentOf.get(node.id) ?? -1)) {
      if (notFunctions.has(node.callFrame.functionName)) continue;
      const key = keyOf(node);
      if (counted.has(key)) continue;
      counted.add(key);
      inclusiveUs.set(key, (inclusiveUs.get(key) ?? 0) + delta);
    }
  });
  const frames = [...inclusiveUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, us]) => ({ frame, ms: Math.round(us / 1000), share: totalUs > 0 ? us / totalUs : 0 }));
  return { totalMs: Math.round(totalUs / 1000), frames };
}
