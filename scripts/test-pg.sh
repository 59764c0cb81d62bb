#!/usr/bin/env bash
# The server and database tests again, on a real PostgreSQL server.
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-postgres.sh npx vitest run --project server --project db
