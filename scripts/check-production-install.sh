#!/usr/bin/env bash
# Proves the production install on a fresh clone of the committed code (README, "Production install"):
# build on a "build machine" (npm ci && npm run build), then ship dist/, package.json,
# package-lock.json and scripts/run-cli.mjs to a second folder, install there without dev
# dependencies (npm ci --omit=dev: no tsx, no vite, no esbuild), start the server (what npm run serve
# runs) on a free port, fetch the studio list API and the directory page, run `npm run admin -- list`
# against the same database, and stop. Exits non-zero at the first failure.
set -euo pipefail
repo="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
work="$(mktemp -d "${TMPDIR:-/tmp}/vp-prod-install-XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
say() { printf 'production install: %s\n' "$*"; }

say "cloning $(git -C "$repo" rev-parse --short HEAD) into $work/build"
git clone --quiet --no-hardlinks "$repo" "$work/build"
(
  cd "$work/build"
  npm ci --no-audit --no-fund --prefer-offline
  npm run build -- --quiet
)

say "shipping dist/, package.json, package-lock.json and scripts/run-cli.mjs to $work/app"
mkdir -p "$work/app/scripts"
cp -R "$work/build/dist" "$work/app/dist"
cp "$work/build/package.json" "$work/build/package-lock.json" "$work/app/"
cp "$work/build/scripts/run-cli.mjs" "$work/app/scripts/"
cd "$work/app"
npm ci --omit=dev --no-audit --no-fund --prefer-offline
for dev in tsx vite esbuild typescript; do
  if [ -e "node_modules/$dev" ]; then
    say "FAILED: the dev dependency $dev is installed"
    exit 1
  fi
done

port="$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
export PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/app/data" LOG_LEVEL=warn DATABASE_URL=
say "starting node dist/server/main.js (npm run serve) on port $port"
node dist/server/main.js >"$work/server.log" 2>&1 &
server_pid=$!
base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  if curl -fsS -o /dev/null "$base/api/studios/studios-enhanced/" 2>/dev/null; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    say "FAILED: the server exited"; cat "$work/server.log"; exit 1
  fi
  sleep 1
done
# Through a file: the list's body is past what one command-line argument may hold (128 KiB).
curl -fsS -o "$work/studios.json" "$base/api/studios/studios-enhanced/"
node -e 'const b=JSON.parse(require("node:fs").readFileSync(process.argv[1],"utf8")); const n=(b.results??b).length; if(!(n>0)) throw new Error("no studios in the list"); console.log(`production install: GET /api/studios/studios-enhanced/ -> ${n} studios`)' "$work/studios.json"
page_status="$(curl -sS -o "$work/page.html" -w '%{http_code}' "$base/frontend/studios")"
if [ "$page_status" != 200 ] || ! grep -qi '<div id="root"' "$work/page.html"; then
  say "FAILED: GET /frontend/studios -> $page_status"; exit 1
fi
say "GET /frontend/studios -> 200"

# The embedded database holds one process: stop the server, then run the admin command on it.
kill "$server_pid"
wait "$server_pid" || true
server_pid=""
npm run --silent admin -- list
say "OK"
