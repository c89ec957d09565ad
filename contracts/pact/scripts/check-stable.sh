#!/usr/bin/env bash
# Runs the consumer suite twice and fails unless the pact files are byte-identical (no clock, no
# randomness, no merge leftovers in the examples).
set -euo pipefail
cd "$(dirname "$0")/.."
run() {
  pnpm exec vitest run --project pact-consumer >/dev/null
  sha256sum ../pacts/*.json
}
first=$(run)
second=$(run)
if [ "$first" != "$second" ]; then
  echo "pact files differ between two consumer runs:"
  diff <(echo "$first") <(echo "$second") || true
  exit 1
fi
echo "pact files byte-identical over two consumer runs ($(echo "$first" | wc -l) files)"
