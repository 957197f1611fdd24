import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('the declared Node floor', () => {
  it('is met by every package the lockfile installs', () => {
    const floor = semver.minVersion(readJson('package.json').engines.node).version;
    const { packages } = readJson('package-lock.json');
    const refusing = Object.entries(packages)
      .filter(([, locked]) => locked.engines?.node && !semver.satisfies(floor, locked.engines.node))
      .map(([where, locked]) => `${where}@${locked.version} needs node ${locked.engines.node}`);
    expect(refusing).toEqual([]);
  });
});
