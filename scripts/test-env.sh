#!/usr/bin/env bash
# What the test suite needs beyond `npm ci` on a fresh machine of this kind: Debian's Chromium
# (Playwright drives it; never `npx playwright install`), Debian's HAProxy (the benchmark's
# balancer for `--servers`, tested in tests/balancer.test.ts), poppler's pdfinfo and pdftotext (the
# site report's A4 pages are read back in e2e/site-report.spec.ts) and a running PostgreSQL.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/haproxy ] || missing+=(haproxy)
[ -x /usr/bin/pdftotext ] || missing+=(poppler-utils)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "Starting PostgreSQL…"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
