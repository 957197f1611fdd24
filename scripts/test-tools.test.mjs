import { describe, expect, it } from 'vitest';
import { installPlan, locateTool, missingTools, testTools } from './test-tools.mjs';

const existing =
  (...files) =>
  (file) =>
    files.includes(file);
const chromium = testTools.find((tool) => tool.name === 'chromium');

describe('the test tools', () => {
  it('finds each tool at its Debian path or on PATH', () => {
    const env = { PATH: '/usr/local/bin:/usr/bin' };
    const exists = existing('/usr/bin/chromium', '/usr/sbin/nginx', '/usr/local/bin/ffmpeg');
    expect(missingTools(env, exists)).toEqual([]);
  });

  it('counts a tool missing when its variable points at nothing, even if the default exists', () => {
    const env = { PATH: '/usr/bin', CHROMIUM_PATH: '/nowhere/chromium' };
    expect(locateTool(chromium, env, existing('/usr/bin/chromium'))).toBeUndefined();
    expect(locateTool(chromium, { PATH: '' }, existing('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it('lists every missing tool', () => {
    const missing = missingTools({ PATH: '/usr/bin' }, existing('/usr/bin/chromium'));
    expect(missing.map((tool) => tool.name)).toEqual(['nginx', 'ffmpeg']);
  });

  it('installs every missing Debian package in one go as root on Debian', () => {
    const missing = missingTools({ PATH: '' }, existing());
    expect(installPlan(missing, { isRoot: true, isDebian: true })).toEqual({
      action: 'install',
      packages: ['chromium', 'nginx-light', 'ffmpeg'],
    });
  });

  it('says what to install to anyone who is not root on Debian', () => {
    const missing = missingTools({ PATH: '' }, existing('/usr/bin/chromium'));
    for (const machine of [
      { isRoot: false, isDebian: true },
      { isRoot: true, isDebian: false },
    ]) {
      const plan = installPlan(missing, machine);
      expect(plan.action).toBe('tell');
      expect(plan.message).toContain("nginx: install Debian's nginx-light package, or set NGINX_PATH");
      expect(plan.message).toContain('sudo apt-get install nginx-light ffmpeg');
    }
  });

  it('does nothing when everything is there', () => {
    expect(installPlan([], { isRoot: true, isDebian: true })).toEqual({ action: 'none' });
  });
});
