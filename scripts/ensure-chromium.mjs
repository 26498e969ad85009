// Makes sure a Chromium is available for PDFs (and browser tests) before the product starts.
// On Debian as root it installs Debian's chromium; elsewhere it says exactly what to install.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
if (isRoot && isDebian) {
  console.log(`Chromium not found at ${path}: installing Debian's chromium (needed for PDFs)…`);
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils',
      {
        stdio: 'inherit',
      },
    );
    process.exit(0);
  } catch {
    console.error('Installing chromium failed; PDFs will not work until it is installed.');
    process.exit(0);
  }
}
console.warn(
  `Chromium not found at ${path}. PDFs need it: install it (Debian/Ubuntu: "sudo apt-get install chromium") ` +
    'or set CHROMIUM_PATH to a Chromium or Chrome binary. The product starts without it; PDF calls will fail.',
);
