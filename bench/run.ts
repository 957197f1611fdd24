import fs from 'node:fs';
import path from 'node:path';
import { describeMachine, machineMarkdown } from './support/machine.ts';
import type { BenchSection } from './support/section.ts';

/**
 * `npm run bench [section…]`: every figure beside a baseline measured in the same run. With no arguments every
 * section runs and the results are written to bench/results/latest.json and docs/PERFORMANCE.md; naming
 * sections runs only those, prints them and keeps each one's raw figures in bench/results/<section>.json. A slow figure never fails the run; a section that breaks does.
 */
const sections: Record<string, () => Promise<BenchSection>> = {
  startup: async () => (await import('./startup.bench.ts')).benchStartup(),
  api: async () => (await import('./api.bench.ts')).benchApi(),
  accounts: async () => (await import('./accounts.bench.ts')).benchAccounts(),
  media: async () => (await import('./media.bench.ts')).benchMedia(),
  uploads: async () => (await import('./media.bench.ts')).benchUploads(),
  web: async () => (await import('./web.bench.ts')).benchWeb(),
  playback: async () => (await import('./playback.bench.ts')).benchPlayback(),
  guide: async () => (await import('./guide.bench.ts')).benchGuide(),
  scale: async () => (await import('./scale.bench.ts')).benchScale(),
  scaling: async () => (await import('./scaling.bench.ts')).benchScaling(),
  reports: async () => (await import('./reports.bench.ts')).benchReports(),
  search: async () => (await import('./search.bench.ts')).benchSearch(),
  av1: async () => (await import('./av1.bench.ts')).benchAv1(),
};

const repoRoot = path.resolve(import.meta.dirname, '..');
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}
const chosen = requested.length > 0 ? requested : Object.keys(sections);

/** A section run by name keeps its raw figures (e.g. each run's requests) in bench/results/<key>.json. */
function writeSectionResults(section: BenchSection) {
  fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  const file = path.join(repoRoot, `bench/results/${section.key}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ machine, results: section.results }, null, 2)}\n`);
  console.log(`(raw figures: ${path.relative(repoRoot, file)})`);
}

const machine = describeMachine();
const done: BenchSection[] = [];
const broken: { key: string; error: string }[] = [];
for (const key of chosen) {
  console.log(`\n▶ ${key}`);
  const started = performance.now();
  try {
    const section = await sections[key]!();
    done.push(section);
    console.log(`\n## ${section.title}\n\n${section.markdown}`);
    if (requested.length > 0) writeSectionResults(section);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    broken.push({ key, error: message });
    console.error(`✘ ${key} could not be measured:\n${message}`);
  }
  console.log(`(${key}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

if (requested.length === 0) {
  const results = {
    machine,
    ...Object.fromEntries(done.map((section) => [section.key, section.results])),
    ...(broken.length > 0 ? { broken } : {}),
  };
  fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = [
    '# Performance',
    '',
    'Measured by `npm run bench`. Each figure stands beside a baseline measured in the same run on the same',
    'machine; the ratio is the figure that counts, since the absolute numbers move with the machine.',
    '',
    machineMarkdown(machine),
    ...done.flatMap((section) => ['', `## ${section.title}`, '', section.markdown]),
    ...(broken.length > 0
      ? [
          '',
          '## Not measured in this run',
          '',
          ...broken.map((entry) => `- ${entry.key}: ${entry.error.split('\n')[0]}`),
        ]
      : []),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(repoRoot, 'docs/PERFORMANCE.md'), markdown);
  console.log('\nWritten to bench/results/latest.json and docs/PERFORMANCE.md');
}
process.exit(broken.length === 0 ? 0 : 1);
