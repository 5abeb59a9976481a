#!/usr/bin/env bash
# Builds the fuzz targets and runs each for a bounded time, one after the other, then prints
# executions, executions per second, coverage and crashes per target. One fuzzing process at a
# time: libFuzzer's default, one loop in this process (its -jobs option would fork a worker and
# send the worker's output to fuzz-N.log in the current folder).
#
#   FUZZ_SECONDS   seconds per target (default 60: five targets, about five minutes plus the build)
#   FUZZ_TARGETS   the targets to run (default: all of them)
#   FUZZ_ARGS      more libFuzzer options (for example -runs=0 to replay the corpora only)
#
# Each target starts from its committed seeds (Fuzz/Corpus/<target>) and keeps what it finds in
# Fuzz/.build/corpus/<target>; a crash, hang or broken property is saved in
# Fuzz/Findings/<target>/ (crash-*, leak-*, timeout-*, oom-*), which git ignores. Replay one with
#   SWIFT_BACKTRACE=enable=no Fuzz/.build/release/<target> Fuzz/Findings/<target>/crash-...
set -uo pipefail
cd "$(dirname "$0")"

seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-"JSONCatalogFuzzer CSVCatalogFuzzer KeyInputFuzzer VisualFormatFuzzer PictureFuzzer"}
SWIFT=${SWIFT:-swift}

echo "Building the fuzz targets (release, libFuzzer and AddressSanitizer)"
start=$(date +%s)
"$SWIFT" build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address 2>&1 \
    | grep -v "Cannot export local symbol '__asan_extra_spill_area'" || exit 1
[ "${PIPESTATUS[0]}" = 0 ] || exit 1
echo "Built in $(( $(date +%s) - start )) s"

# Swift's own crash reporter would race libFuzzer's (and ASan reports its reads as errors):
# let libFuzzer report crashes and save the input.
export SWIFT_BACKTRACE=enable=no

summary=()
failed=0
for target in $targets; do
    corpus=.build/corpus/$target
    findings=Findings/$target
    mkdir -p "$corpus" "$findings"
    dict=()
    [ -f "Dictionaries/$target.dict" ] && dict=(-dict="Dictionaries/$target.dict")
    # A few dozen reads reach every state of the key decoder, and a format is a line (a long
    # one makes many constraints to solve and report): longer inputs only slow these two down.
    # The catalogues keep libFuzzer's 4096 bytes.
    limit=()
    case $target in
        KeyInputFuzzer) limit=(-max_len=512) ;;
        VisualFormatFuzzer) limit=(-max_len=128) ;;
    esac
    log=.build/$target.log
    echo "== $target: ${seconds} s"
    # shellcheck disable=SC2086
    .build/release/"$target" "$corpus" "Corpus/$target" "${dict[@]}" "${limit[@]}" -max_total_time="$seconds" \
        -timeout=10 -print_final_stats=1 -artifact_prefix="$findings/" ${FUZZ_ARGS:-} \
        >"$log" 2>&1
    status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
    crashes=$(grep -c 'Test unit written to' "$log")
    if [ "$status" != 0 ]; then
        failed=1
        grep -E 'property failed|Fatal error|ERROR:|SUMMARY|Test unit written' "$log" | head -8
    fi
    summary+=("$(printf '%-20s %12s runs %8s exec/s  %-22s crashes: %s' "$target" "${runs:-?}" "${speed:-?}" "${coverage:-?}" "$crashes")")
done
echo
echo "Fuzzing summary (${seconds} s per target; logs in Fuzz/.build/<target>.log):"
printf '%s\n' "${summary[@]}"
exit $failed
