// The tests drive Chromium, nginx and ffmpeg: a fresh Debian machine gets them from apt (one update, one
// install of everything missing) when this runs as root; anyone else is told what to install.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { installPlan, missingTools } from './test-tools.mjs';

const missing = missingTools();
const plan = installPlan(missing, {
  isRoot: process.getuid?.() === 0,
  isDebian: fs.existsSync('/etc/debian_version'),
});

if (plan.action === 'tell') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.action === 'install') {
  console.log(`Installing ${plan.packages.join(', ')} from Debian packages…`);
  execSync(
    `apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q ${plan.packages.join(' ')}`,
    { stdio: 'inherit' },
  );
  const stillMissing = missingTools();
  if (stillMissing.length > 0) {
    console.error(
      stillMissing
        .map(
          (tool) =>
            `${tool.name} is still missing${process.env[tool.variable] ? ` at ${tool.variable}=${process.env[tool.variable]}` : ''}`,
        )
        .join('\n'),
    );
    process.exit(1);
  }
}
