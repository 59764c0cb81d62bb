#!/usr/bin/env bash
# Issue 26 item 8: a production install (`npm ci --omit=dev`, docs/deployment.md) holds only what runs, and
# runs. The checkout's files (tracked and new, not ignored) and the web build (made where dev dependencies
# are, as the deployment steps say) are copied into an empty directory, installed without dev dependencies
# and started on the embedded database; the server must answer /healthz and serve the web.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f apps/web/dist/index.html ] || { echo "Build the web first (npm run build)." >&2; exit 1; }

dir=$(mktemp -d)
pid=''
# npm does not pass SIGTERM on to the server: stop the server itself, named by its DATA_DIR lock.
stop_server() {
  [ -n "$pid" ] || return 0
  local lock="$dir/data/waypoint.lock"
  if [ -f "$lock" ]; then
    kill "$(node -p "JSON.parse(require('fs').readFileSync(process.argv[1], 'utf8')).pid" "$lock")" 2>/dev/null
  else
    kill "$pid" 2>/dev/null
  fi
  wait "$pid" 2>/dev/null
  pid=''
}
# The check's own verdict is the exit status: stopping the server (a killed process's wait says 143) must not
# replace it.
cleanup() {
  stop_server || true
  rm -rf "$dir"
}
trap cleanup EXIT

git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$dir"
cp -r apps/web/dist "$dir/apps/web/dist"
cd "$dir"
npm ci --omit=dev --no-audit --no-fund --prefer-offline >install.log 2>&1 || { cat install.log; exit 1; }

# What only builds, tests or runs TypeScript is not installed. (typescript itself is: tRPC and i18next name it
# as a peer dependency, and npm installs peers.)
for dev in tsx vite vitest @playwright/test @types/nodemailer @types/qrcode @biomejs/biome; do
  if [ -e "node_modules/$dev" ]; then
    echo "A production install holds the dev dependency $dev." >&2
    exit 1
  fi
done

port=$((20000 + RANDOM % 20000))
PORT=$port DATA_DIR="$dir/data" npm start >server.log 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat server.log; echo "The server stopped." >&2; exit 1; fi
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null || { cat server.log; echo "No answer on /healthz." >&2; exit 1; }
# Into a file, not a pipe: `grep -q` leaves at the first match, and curl, still writing a server-drawn page,
# would fail the pipeline (curl: (23)).
curl -fsS "http://127.0.0.1:$port/login" >login.html || { cat server.log; echo "No answer on /login." >&2; exit 1; }
grep -q '<div id="root"' login.html || {
  echo "The web is not served." >&2
  exit 1
}
# The operators' commands run there too (bundled by scripts/run-tool.mjs, no tsx): a backup through the
# running server (it holds the embedded database), then the files store move once the server has stopped.
PORT=$port DATA_DIR="$dir/data" npm run --silent backup -- "$dir/backup.zip" >backup.log 2>&1 || {
  cat backup.log
  echo "npm run backup fails on a production install." >&2
  exit 1
}
grep -q 'Written by the running server' backup.log || { cat backup.log; exit 1; }
stop_server || true
DATA_DIR="$dir/data" npm run --silent storage:move -- --from local --to postgres >move.log 2>&1 || {
  cat move.log
  echo "npm run storage:move fails on a production install." >&2
  exit 1
}
grep -q 'Every upload in local is in postgres' move.log || { cat move.log; exit 1; }
echo "A production install ($(du -sh node_modules | cut -f1) of node_modules) starts and answers."
