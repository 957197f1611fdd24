import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileFrame {
  /** `function (file:line)`, the file relative to the repository or to node_modules. */
  frame: string;
  selfMs: number;
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
    .map(([frame, us]) => ({ frame, selfMs: Math.round(us / 1000), share: totalUs > 0 ? us / totalUs : 0 }));
  return { totalMs: Math.round(totalUs / 1000), frames };
}
