#!/usr/bin/env bash
# Prints the path of a headless Chromium for the archive's browser test (tests/archive_browser.rs),
# installing Debian's package when it is missing and this machine can (root with apt-get).
# Exits 1, saying why, where it cannot: the test is then skipped with that message.
set -uo pipefail
for candidate in "${CHROMIUM:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" != 0 ] || ! command -v apt-get > /dev/null; then
  echo "no chromium, and apt-get cannot install it here (not root, or no apt-get)" >&2
  exit 1
fi
if ! apt-get install -y chromium > /dev/null 2>&1; then
  apt-get update > /dev/null 2>&1
  apt-get install -y chromium > /dev/null 2>&1 || { echo "apt-get could not install chromium" >&2; exit 1; }
fi
[ -x /usr/bin/chromium ] && { echo /usr/bin/chromium; exit 0; }
echo "chromium was installed but /usr/bin/chromium is missing" >&2
exit 1
