#!/usr/bin/env bash
# The solver side by side with kiwi (the C++ Cassowary solver behind Python's kiwisolver) on
# the same constraint systems, recorded from real layouts by SolverProbe, counted in
# instructions by callgrind in one run:
#
#   bash Benchmarks/Scripts/kiwi/kiwi-side-by-side.sh                    # every scenario but 640 labels
#   SCENARIOS="cells labels-160" bash Benchmarks/Scripts/kiwi/kiwi-side-by-side.sh
#   SOLVER_PROBE=/path/to/other/SolverProbe bash ...   # replay in another build of the solver
#   SYSTEMS=fixed bash ...                               # labels: the engine's calls and `fixed` only
#
# Each labels scenario is measured three ways (the `system` column): `engine`, the calls the
# Auto Layout engine made (its order, its constant changes between measuring passes); `natural`,
# the same constraints as kiwi's own API would build them, label by label, with the constants
# the layout ends with; `fixed`, `natural` with every label's height a required constant (no
# hugging or compression resistance for heights: a simpler system, whose rows stay short).
# Scripts/kiwi/trace-variant.py makes the last two from the recording.
#
# kiwi is not part of this repository: the script downloads the kiwisolver source
# distribution from PyPI (pip download, once) into Benchmarks/.build/kiwi, which git ignores,
# and compiles kiwi-replay.cpp against its header-only C++ with g++ -O2. Each scenario's
# values are compared between the two solvers (a mismatch is printed). Instruction counts do
# not depend on the machine's load; run with nothing else in mind.
set -euo pipefail
cd "$(dirname "$0")/../.."
benchmarks=$PWD
kiwi_dir=$benchmarks/.build/kiwi
scenarios=${SCENARIOS:-cells labels-10 labels-40 labels-160 labels-320}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! ls "$kiwi_dir"/kiwisolver-1.5.1/kiwi/kiwi.h >/dev/null 2>&1; then
    mkdir -p "$kiwi_dir"
    pip download 'kiwisolver==1.5.1' --no-binary :all: --no-deps --quiet -d "$kiwi_dir"
    tar xzf "$kiwi_dir"/kiwisolver-1.5.1.tar.gz -C "$kiwi_dir"
fi
kiwi_source=$kiwi_dir/kiwisolver-1.5.1/
g++ -O2 -std=c++17 -I "$kiwi_source" Scripts/kiwi/kiwi-replay.cpp -o "$kiwi_dir/kiwi-replay"

if [ -z "${SOLVER_PROBE:-}" ]; then
    swift build -c release --product SolverProbe >/dev/null
    SOLVER_PROBE=$benchmarks/.build/release/SolverProbe
fi
recorder=${RECORD_PROBE:-$SOLVER_PROBE}
# valgrind 3.19 cannot read the probe's debug information; the symbols are enough.
objcopy --strip-debug "$SOLVER_PROBE" "$work/SolverProbe"

# Instructions in measuredPhase (and what it calls) for one command: the pattern matches
# Swift's mangled name, or C++'s demangled one (not kiwi-replay's static initialiser).
count() {
    local pattern=$1 out=$work/callgrind.out
    shift
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$pattern" "$@" >/dev/null 2>&1
    awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

compare() {
    python3 - "$1" "$2" <<'PY'
import sys
a = [float(x) for x in open(sys.argv[1])]
b = [float(x) for x in open(sys.argv[2])]
bad = [i for i, (x, y) in enumerate(zip(a, b)) if abs(x - y) > 1e-3 * max(1, abs(y))]
if len(a) != len(b) or bad:
    print(f"values differ: {len(a)} against {len(b)} values, {len(bad)} different (first at {bad[:1]})")
else:
    print(f"{len(a)} values equal")
PY
}

printf '%-12s %-8s %-6s %14s %14s %7s  %s\n' scenario system phase ours kiwi ratio values
measure() {
    local scenario=$1 system=$2 trace=$3 phase=$4
    ours=$(SWIFT_DETERMINISTIC_HASHING=1 count '*measuredPhase*' "$work/SolverProbe" replay "$trace" --measure "$phase" --values "$work/ours.txt")
    kiwi=$(count 'measuredPhase(*' "$kiwi_dir/kiwi-replay" "$trace" --measure "$phase" --values "$work/kiwi.txt")
    values=$(compare "$work/ours.txt" "$work/kiwi.txt")
    ratio=$(awk -v a="$ours" -v b="$kiwi" 'BEGIN { printf "%.2f", a / b }')
    printf '%-12s %-8s %-6s %14s %14s %7s  %s\n' "$scenario" "$system" "$phase" "$ours" "$kiwi" "$ratio" "$values"
}
for scenario in $scenarios; do
    trace=$work/$scenario.trace
    SWIFT_DETERMINISTIC_HASHING=1 "$recorder" record "$scenario" "$trace" >/dev/null
    if [ "$scenario" = cells ]; then
        measure "$scenario" engine "$trace" first
        measure "$scenario" engine "$trace" later
        continue
    fi
    measure "$scenario" engine "$trace" first
    for system in ${SYSTEMS:-natural fixed}; do
        python3 Scripts/kiwi/trace-variant.py "$system" "$trace" "$work/$scenario-$system.trace"
        measure "$scenario" "$system" "$work/$scenario-$system.trace" first
    done
done
echo "cells: first is 40 cells' first pass (divide by 40 for a cell), later is 10 re-solve passes (divide by 10 for a pass)"
