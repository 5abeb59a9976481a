#!/usr/bin/env bash
# Storms every demo screen with keys, pastes and window sizes for SOAK_MINUTES minutes (default
# 10) on the release build, in tmux, as `make soak` does. Each round starts the demo on one
# screen at a random size with Swift's crash reporter in its default state, sends
# SOAK_KEYS random keys (default 600) with a resize every 20 keys and a paste every 100, then
# ends it with SIGTERM and checks that it exits 143 within 5 s (else: a hang) with the
# terminal's modes as they were (else: left raw). Prints a line per problem and a summary;
# exits non-zero when there was one. SOAK_SEED makes the storms repeatable.
set -uo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C.UTF-8 LANG=C.UTF-8

MINUTES="${SOAK_MINUTES:-10}"
KEYS="${SOAK_KEYS:-600}"
RANDOM="${SOAK_SEED:-$$}"
WORK="$(mktemp -d)"
export XDG_DATA_HOME="$WORK/data"
export TERMINAL_COLLECTION_VIEW_LOG="$WORK/demo.log"

swift build -c release --product demo >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
DEMO="$(swift build -c release --show-bin-path)/demo"
mapfile -t SCREENS < <("$DEMO" --list-screens | awk '/^  [a-z]/ { print $1 }')

SOCKET="tcv-soak-$$"
t() { tmux -L "$SOCKET" -f /dev/null "$@"; }
trap 't kill-server >/dev/null 2>&1; rm -rf "$WORK"' EXIT
t new-session -d -s keeper -x 80 -y 24 "sleep 36000" </dev/null
t set-option -g default-terminal tmux-256color
source Tests/EndToEnd/storm.bash

rounds=0 keys=0 crashes=0 hangs=0 raw=0
deadline=$((SECONDS + MINUTES * 60))
while [ $SECONDS -lt $deadline ]; do
    screen_name="${SCREENS[RANDOM % ${#SCREENS[@]}]}"
    rounds=$((rounds + 1))
    dir="$WORK/round-$rounds"
    mkdir -p "$dir"
    cat >"$dir/run" <<SCRIPT
stty -g > '$dir/before'
'$DEMO' --screen $screen_name
echo \$? > '$dir/status'
stty -g > '$dir/after'
exec sleep 600
SCRIPT
    session="soak-$rounds"
    t new-session -d -s "$session" -x $((20 + RANDOM % 181)) -y $((5 + RANDOM % 56)) \
        "env -u SWIFT_BACKTRACE bash --norc --noprofile '$dir/run'" </dev/null
    sleep 1
    pane_pid="$(t display-message -p -t "$session" '#{pane_pid}')"
    demo_pid="$(pgrep -P "$pane_pid" | head -1)"
    storm "$session" "$KEYS" $((KEYS / 20)) $((KEYS / 100))
    keys=$((keys + KEYS))
    sleep 0.5
    if [ -z "$demo_pid" ] || ! kill -0 "$demo_pid" 2>/dev/null; then
        crashes=$((crashes + 1))
        echo "crash: $screen_name (round $rounds, exit status $(cat "$dir/status" 2>/dev/null || echo unknown))"
        t capture-pane -p -t "$session" | grep -v '^$' | tail -15 | sed 's/^/    | /'
    else
        kill -TERM "$demo_pid"
        for _ in $(seq 1 50); do [ -s "$dir/status" ] && break; sleep 0.1; done
        if [ ! -s "$dir/status" ]; then
            hangs=$((hangs + 1))
            echo "hang: $screen_name (round $rounds): no exit 5 s after SIGTERM"
            kill -KILL "$demo_pid" 2>/dev/null
        elif [ "$(cat "$dir/status")" != 143 ]; then
            crashes=$((crashes + 1))
            echo "crash: $screen_name (round $rounds, exit status $(cat "$dir/status") after SIGTERM)"
        fi
    fi
    for _ in $(seq 1 20); do [ -s "$dir/after" ] && break; sleep 0.1; done
    if [ -s "$dir/after" ] && ! cmp -s "$dir/before" "$dir/after"; then
        raw=$((raw + 1))
        echo "terminal left changed: $screen_name (round $rounds): $(cat "$dir/before") -> $(cat "$dir/after")"
    fi
    t kill-session -t "$session" >/dev/null 2>&1
done
echo "soak: $rounds rounds on ${#SCREENS[@]} screens, $keys keys in $MINUTES min: $crashes crashes, $hangs hangs, $raw terminals left changed"
[ $((crashes + hangs + raw)) = 0 ]
