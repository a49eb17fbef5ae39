#!/bin/sh
# Runs one harness for a bounded time over a working corpus seeded from the repo.
# usage: fuzz/run-one.sh HARNESS SECONDS CORPUS_DIR SEED_DIR...
set -eu
harness=$1; seconds=$2; corpus=$3; shift 3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$corpus" "$here/artifacts/$harness"
for seed in "$@"; do
    [ -d "$seed" ] && find "$seed" -maxdepth 1 -type f -exec cp {} "$corpus"/ \; || true
done
# The Swift runtime's symbolicating backtracer takes minutes on an ASan binary.
SWIFT_BACKTRACE=enable=no exec "$here/.build/debug/$harness" "$corpus" \
    -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$here/artifacts/$harness/" -print_final_stats=1
