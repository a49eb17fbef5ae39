#!/bin/sh
# Runs one harness for a bounded time over a working corpus; the seed folders are read
# in place (libFuzzer takes them as further corpus folders and only ever writes new
# inputs into the first, CORPUS_DIR), so shared corpora are never copied.
# usage: fuzz/run-one.sh HARNESS SECONDS CORPUS_DIR SEED_DIR...
set -eu
harness=$1; seconds=$2; corpus=$3; shift 3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$corpus" "$here/artifacts/$harness"
seeds=
for seed in "$@"; do
    [ -d "$seed" ] && seeds="$seeds $seed"
done
# The Swift runtime's symbolicating backtracer takes minutes on an ASan binary.
# shellcheck disable=SC2086 # the seed folders are separate words (no spaces in them)
SWIFT_BACKTRACE=enable=no exec "$here/.build/debug/$harness" "$corpus" $seeds \
    -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$here/artifacts/$harness/" -print_final_stats=1
