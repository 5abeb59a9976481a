#!/usr/bin/env bash
# Instruction counts (callgrind) of each SnapshotProbe scenario, the operation alone.
#   bash Scripts/snapshot-probe.sh [scenario ...] [--cold]     (from Benchmarks/)
# Prints "scenario<TAB>instructions". Build first: swift build -c release --product SnapshotProbe
set -euo pipefail
cd "$(dirname "$0")/.."
probe=.build/release/SnapshotProbe
flags=()
names=()
for argument in "$@"; do
    if [[ $argument == --* ]]; then flags+=("$argument"); else names+=("$argument"); fi
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
while IFS=$'\t' read -r name toggle; do
    if ((${#names[@]})) && [[ ! " ${names[*]} " == *" $name "* ]]; then continue; fi
    function=${toggle#--toggle-collect=}
    function=${function//\'/}
    valgrind --tool=callgrind --callgrind-out-file="$out/$name.out" --toggle-collect="$function" \
        "$probe" "$name" ${flags[@]+"${flags[@]}"} >/dev/null 2>"$out/$name.log"
    instructions=$(grep -E '^summary:|^totals:' "$out/$name.out" | head -1 | awk '{print $2}')
    printf '%s\t%s\n' "$name" "$instructions"
done < <("$probe" list)
