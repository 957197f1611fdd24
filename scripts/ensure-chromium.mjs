// Browser tests drive Debian's Chromium; a fresh Debian machine gets it from apt, anything else is told how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's package (sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages…');
  execSync('apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium', {
    stdio: 'inherit',
  });
}
