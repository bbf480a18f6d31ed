#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests unless it is already there.
# Playwright's own browser download does not work on our closed network.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version)"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
echo "chromium: $(/usr/bin/chromium --version)"
