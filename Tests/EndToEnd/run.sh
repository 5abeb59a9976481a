#!/usr/bin/env bash
# End-to-end tests of the curses front end in a real terminal: tmux on a private socket with no
# configuration, a fixed window size, and the fixture app (Tests/EndToEnd/Fixture). Works with
# standard input closed (CI). Quiet on success; prints "E2E: N passed, M failed" and exits
# non-zero when something failed.
set -uo pipefail
cd "$(dirname "$0")/../.."

export LC_ALL=C.UTF-8 LANG=C.UTF-8
# No crash report from the Swift runtime in most panes: it is slow. The reporter_test scenarios
# run with it in its default state (interactive on a terminal), as users have it.
export SWIFT_BACKTRACE=enable=no

if ! command -v tmux >/dev/null 2>&1; then
    echo "E2E: tmux is not installed (make deps installs it)"
    exit 1
fi

WORK="$(mktemp -d)"
# The demo keeps favourites in the user's data directory: use one of our own.
export XDG_DATA_HOME="$WORK/data"
BUILD_LOG="$WORK/build.log"
if ! swift build --product curses-fixture >"$BUILD_LOG" 2>&1; then
    cat "$BUILD_LOG"
    echo "E2E: 0 passed, 1 failed (the fixture did not build)"
    exit 1
fi
BIN="$(swift build --show-bin-path)/curses-fixture"
if ! swift build --product demo >"$BUILD_LOG" 2>&1; then
    cat "$BUILD_LOG"
    echo "E2E: 0 passed, 1 failed (the demo did not build)"
    exit 1
fi
DEMO="$(swift build --show-bin-path)/demo"
# The optimised build, which users run: the signal, crash, suspend and storm scenarios run on it
# too.
if ! swift build -c release --product curses-fixture >"$BUILD_LOG" 2>&1 \
    || ! swift build -c release --product demo >"$BUILD_LOG" 2>&1; then
    cat "$BUILD_LOG"
    echo "E2E: 0 passed, 1 failed (the release build failed)"
    exit 1
fi
RELEASE_BIN="$(swift build -c release --show-bin-path)/curses-fixture"
RELEASE_DEMO="$(swift build -c release --show-bin-path)/demo"
source Tests/EndToEnd/storm.bash
source Tests/EndToEnd/graphics.bash

SOCKET="tcv-e2e-$$"
t() { tmux -L "$SOCKET" -f /dev/null "$@"; }
cleanup() {
    t kill-server >/dev/null 2>&1
    rm -rf "$WORK"
}
trap cleanup EXIT

# A server that outlives the test sessions, with the terminal type the panes report.
t new-session -d -s keeper -x 80 -y 24 "sleep 3600" </dev/null
t set-option -g default-terminal tmux-256color
t set-option -g history-limit 0

PASSED=0
FAILED=0
CURRENT=""
FAILURES=""

fail() {
    if [ "$CURRENT_FAILED" = 0 ]; then FAILED=$((FAILED + 1)); fi
    FAILURES+="  $CURRENT: $1"$'\n'
    if [ -n "${2:-}" ]; then FAILURES+="$(printf '%s\n' "$2" | sed 's/^/      | /')"$'\n'; fi
    CURRENT_FAILED=1
}

begin() {
    CURRENT="$1"
    CURRENT_FAILED=0
}

finish() {
    if [ "$CURRENT_FAILED" = 0 ]; then PASSED=$((PASSED + 1)); fi
    t kill-session -t "$CURRENT" >/dev/null 2>&1
}

# start NAME WIDTH HEIGHT COMMAND...: runs COMMAND in a new pane under bash with job control
# (so that the fixture gets its own foreground process group, as from a shell prompt); the
# terminal modes are saved before and after, and the exit status is written to NAME.status.
start() {
    local name="$1" width="$2" height="$3"
    shift 3
    local dir="$WORK/$name"
    mkdir -p "$dir"
    cat >"$dir/run" <<EOF
$([ "${JOB_CONTROL:-1}" = 1 ] && echo "set -m")
stty -g > '$dir/before'
FIXTURE_PID_FILE='$dir/pid' $*
status=\$?
if [ "\$status" = 148 ]; then echo stopped > '$dir/stopped'; fg; status=\$?; fi
stty -g > '$dir/after'
echo \$status > '$dir/status'
exec sleep 600
EOF
    t new-session -d -s "$name" -x "$width" -y "$height" "bash --norc --noprofile '$dir/run'" </dev/null
}

screen() { t capture-pane -p -t "$CURRENT"; }
row() { screen | sed -n "$1p"; }

# wait_for TEXT [SECONDS]: waits until the screen shows TEXT.
wait_for() {
    local deadline=$((SECONDS + ${2:-10}))
    while [ $SECONDS -lt $deadline ]; do
        if screen | grep -qF -- "$1"; then return 0; fi
        sleep 0.05
    done
    fail "the screen never showed \"$1\"" "$(screen)"
    return 1
}

# wait_file NAME [SECONDS]: waits until the pane's file exists.
wait_file() {
    local file="$WORK/$CURRENT/$1" deadline=$((SECONDS + ${2:-10}))
    while [ $SECONDS -lt $deadline ]; do
        if [ -s "$file" ]; then return 0; fi
        sleep 0.05
    done
    fail "no $1 file appeared" "$(screen)"
    return 1
}

expect_row() {
    local actual
    actual="$(row "$1")"
    if [ "$actual" != "$2" ]; then fail "row $1 is \"$actual\", expected \"$2\"" "$(screen)"; fi
}

expect_status() {
    wait_file status || return
    local status
    status="$(cat "$WORK/$CURRENT/status")"
    if ! [[ "$status" =~ ^($1)$ ]]; then fail "exit status $status, expected $1" "$(screen)"; fi
}

expect_modes_restored() {
    wait_file after || return
    if ! cmp -s "$WORK/$CURRENT/before" "$WORK/$CURRENT/after"; then
        fail "terminal modes differ: $(cat "$WORK/$CURRENT/before") -> $(cat "$WORK/$CURRENT/after")"
    fi
}

expect_screen_left() {
    if screen | grep -qF "Item 001"; then fail "the application's screen is still shown" "$(screen)"; fi
}

pid() { cat "$WORK/$CURRENT/pid"; }

# --- Keys, navigation, search --------------------------------------------------------------
begin keys
start keys 120 40 "$BIN" list
if wait_for "Items 120x40"; then
    expect_row 1 " Items 120x40"
    expect_row 4 "▶ Item 001          subtitle 1"
    expect_row 40 " ↑↓ Move  Enter Open  / Search  q Quit"
    t send-keys -t keys Down Down
    wait_for "▶ Item 003" && expect_row 3 "Last key: Down" && expect_row 4 "  Item 001          subtitle 1"
    t send-keys -t keys Escape
    wait_for "Last key: Escape"
    t send-keys -t keys M-x
    wait_for "Last key: Alt-x"
    t send-keys -t keys BTab
    wait_for "Last key: BackTab"
    t send-keys -t keys F5
    wait_for "Last key: F5"
    t send-keys -t keys PageDown
    wait_for "▶ Item 039"
    t send-keys -t keys Home
    wait_for "▶ Item 001"
    t send-keys -t keys End
    wait_for "▶ Item 100"
    t send-keys -t keys Home Down Down Enter
    wait_for "Detail of Item 003" && expect_row 1 " ‹ Items 120x38  Item 003" \
        && expect_row 40 " Esc Back  q Quit"
    t send-keys -t keys BSpace
    wait_for "▶ Item 003"
    t send-keys -t keys / 0 5
    wait_for "Search: 05" && expect_row 4 "▶ Item 005          subtitle 1" && expect_row 5 "  Item 050          subtitle 2"
    t send-keys -t keys BSpace 한 국 ệ
    wait_for "Search: 0한국ệ" && expect_row 4 ""
    t send-keys -t keys Enter q
    expect_status 0
    expect_modes_restored
    expect_screen_left
fi
finish

# --- Resize, too small, 1 x 1, a burst of 100 resizes -------------------------------------
begin resize
start resize 120 40 "$BIN" list
if wait_for "Items 120x40"; then
    t send-keys -t resize Down
    wait_for "▶ Item 002"
    t resize-window -t resize -x 80 -y 24
    wait_for "Items 80x24" && expect_row 24 " ↑↓ Move  Enter Open  / Search  q Quit" && expect_row 5 "▶ Item 002          subtitle 2"
    t resize-window -t resize -x 20 -y 5
    wait_for "terminal too small" && wait_for "(need 30 x 8)"
    t resize-window -t resize -x 1 -y 1
    sleep 0.3
    t resize-window -t resize -x 100 -y 30
    wait_for "Items 100x30" && expect_row 30 " ↑↓ Move  Enter Open  / Search  q Quit"
    for i in $(seq 1 100); do
        t resize-window -t resize -x $((40 + i % 50)) -y $((10 + i % 20))
    done
    t resize-window -t resize -x 90 -y 25
    wait_for "Items 90x25" && expect_row 25 " ↑↓ Move  Enter Open  / Search  q Quit" \
        && expect_row 5 "▶ Item 002          subtitle 2"
    if ! kill -0 "$(pid)" 2>/dev/null; then fail "the fixture died during the resize burst"; fi
    t send-keys -t resize q
    expect_status 0
    expect_modes_restored
fi
finish

# The scenarios of the process's life (signals, crashes, Ctrl-Z, SIGSTOP and SIGCONT, input
# storms), run on the debug build and again on the release build ($VARIANT names the second).
process_scenarios() {
    # --- Signals: SIGTERM, SIGINT (Ctrl-C), SIGHUP, SIGABRT, a Swift trap, a thrown error --------
    signal_test() {
        local name="$1" expected="$2" action="$3" message="${4:-}"
        name="$name$VARIANT"
        begin "$name"
        start "$name" 100 30 "$BIN" list
        if wait_for "Items 100x30"; then
            eval "$action"
            expect_status "$expected"
            expect_modes_restored
            expect_screen_left
            if [ -n "$message" ]; then wait_for "$message"; fi
        fi
        finish
    }
    signal_test sigterm 143 'kill -TERM "$(pid)"'
    signal_test sigint 130 't send-keys -t "$CURRENT" C-c'
    signal_test sighup 129 'kill -HUP "$(pid)"'
    signal_test sigabrt 134 'kill -ABRT "$(pid)"'
    # A Swift runtime trap is SIGILL (132) on x86_64 and SIGTRAP (133) on arm64.
    signal_test trap '132|133' 't send-keys -t "$CURRENT" x'
    signal_test thrown 1 't send-keys -t "$CURRENT" t' "curses-fixture: fixture error thrown on purpose"
    signal_test sigsegv 139 'kill -SEGV "$(pid)"'
    signal_test sigill 132 'kill -ILL "$(pid)"'
    # Ctrl-\ (SIGQUIT) is a request to quit, not a crash; so is every other signal whose default
    # action ends the process: each restores the terminal and exits with 128 + the signal.
    signal_test ctrl-backslash 131 't send-keys -t "$CURRENT" C-\\'
    signal_test sigusr1 138 'kill -USR1 "$(pid)"'
    signal_test sigusr2 140 'kill -USR2 "$(pid)"'
    signal_test sigpipe 141 'kill -PIPE "$(pid)"'
    signal_test sigalrm 142 'kill -ALRM "$(pid)"'

    # --- The same with Swift's crash reporter in its default state, as users have it ------------
    # On a terminal the reporter is interactive: after its report it asks "Press space to interact,
    # D to debug, or any other key to quit", and a user presses a key. For a signal sent with kill
    # it then returns to the program, so the crash handler itself must end the process.
    reporter_test() {
        local name="$1" expected="$2" action="$3" report="$4"
        name="$name$VARIANT"
        begin "$name"
        start "$name" 100 30 "env -u SWIFT_BACKTRACE '$BIN' list"
        if wait_for "Items 100x30"; then
            eval "$action"
            if [ "$report" = report ]; then
                wait_for "Press space to interact" 30 && t send-keys -t "$name" x
            fi
            expect_status "$expected"
            expect_modes_restored
            if [ "$report" = report ]; then
                # The report is printed on a restored terminal: its lines start at the left edge (in
                # raw mode they would form a staircase). Its last line is always on screen.
                screen | grep -q '^Backtrace took ' || fail "the crash report's lines do not start at the left edge" "$(screen)"
            elif screen | grep -qF "Program crashed"; then
                fail "a crash report was printed" "$(screen)"
            fi
            if kill -0 "$(pid)" 2>/dev/null; then fail "the process is still running"; fi
        fi
        finish
    }
    reporter_test reporter-sigabrt 134 'kill -ABRT "$(pid)"' report
    reporter_test reporter-sigsegv 139 'kill -SEGV "$(pid)"' report
    reporter_test reporter-sigill 132 'kill -ILL "$(pid)"' report
    reporter_test reporter-trap '132|133' 't send-keys -t "$CURRENT" x' report
    reporter_test reporter-sigquit 131 'kill -QUIT "$(pid)"' no-report
    reporter_test reporter-ctrl-backslash 131 't send-keys -t "$CURRENT" C-\\' no-report
    reporter_test reporter-sigterm 143 'kill -TERM "$(pid)"' no-report

    # --- Ctrl-Z suspends, fg resumes with a full redraw ----------------------------------------
    begin "suspend$VARIANT"
    start "$CURRENT" 100 30 "$BIN" list
    if wait_for "Items 100x30"; then
        t send-keys -t "$CURRENT" Down
        wait_for "▶ Item 002"
        t send-keys -t "$CURRENT" C-z
        if wait_file stopped; then
            wait_for "▶ Item 002" && expect_row 1 " Items 100x30" && expect_row 30 " ↑↓ Move  Enter Open  / Search  q Quit"
            t send-keys -t "$CURRENT" Down
            wait_for "▶ Item 003"
        fi
        t send-keys -t "$CURRENT" q
        expect_status 0
        expect_modes_restored
    fi
    finish

    # --- SIGSTOP from outside, garbage written over the screen, SIGCONT: a full repaint -----------
    # Without job control in the pane's shell, so that the shell does not resume the fixture itself.
    begin "stop-continue$VARIANT"
    JOB_CONTROL=0 start "$CURRENT" 100 30 "$BIN" list
    if wait_for "Items 100x30"; then
        kill -STOP "$(pid)"
        sleep 0.2
        printf '\033[2J\033[5;5HGARBAGE' > "$(t display-message -p -t "$CURRENT" '#{pane_tty}')"
        wait_for "GARBAGE"
        kill -CONT "$(pid)"
        sleep 0.5
        if screen | grep -qF GARBAGE; then fail "the screen was not repainted after SIGCONT" "$(screen)"; fi
        expect_row 1 " Items 100x30"
        expect_row 4 "▶ Item 001          subtitle 1"
        t send-keys -t "$CURRENT" q
        expect_status 0
        expect_modes_restored
    fi
    finish

    # --- A storm of keys, pastes and resizes (1 x 1 to 200 x 60) on the demo: it survives ------
    # and ends on SIGTERM with the terminal restored. The reorderable list crashed here when a
    # canvas drawn before a shrink was presented on the smaller screen.
    local screen_name
    for screen_name in reorderable-list products app-store; do
        begin "storm-$screen_name$VARIANT"
        start "$CURRENT" 100 30 "'$DEMO' --screen $screen_name"
        if wait_for "q Quit" 20; then
            local demo_pid
            demo_pid="$(pgrep -P "$(t display-message -p -t "$CURRENT" '#{pane_pid}')" | head -1)"
            RANDOM=${#screen_name}
            storm "$CURRENT" 600 30 5
            sleep 0.5
            if ! kill -0 "$demo_pid" 2>/dev/null; then
                fail "the demo died in the storm" "$(screen)"
            else
                t resize-window -t "$CURRENT" -x 100 -y 30
                sleep 0.3
                kill -TERM "$demo_pid"
                expect_status 143
                expect_modes_restored
            fi
        fi
        finish
    done
}
VARIANT="" process_scenarios
BIN="$RELEASE_BIN" DEMO="$RELEASE_DEMO" VARIANT="-release" process_scenarios

# --- Refusals: output or input not a terminal, TERM unknown or unset ------------------------
refusal_test() {
    local name="$1" command="$2" message="$3"
    begin "$name"
    start "$name" 100 30 "$command"
    expect_status 2
    expect_modes_restored
    local err
    err="$(cat "$WORK/$name/err" 2>/dev/null)"
    if [ "$(printf '%s\n' "$err" | wc -l)" != 1 ] || ! printf '%s' "$err" | grep -qF "$message"; then
        fail "standard error is not one line with \"$message\"" "$err"
    fi
    finish
}
refusal_test stdout-file "'$BIN' list > '$WORK/stdout-file/out' 2> '$WORK/stdout-file/err'" \
    "standard output is not a terminal"
refusal_test stdin-null "'$BIN' list < /dev/null 2> '$WORK/stdin-null/err'" "standard input is not a terminal"
refusal_test term-unknown "TERM=no-such-terminal '$BIN' list 2> '$WORK/term-unknown/err'" \
    "unknown terminal type \"no-such-terminal\""
refusal_test term-dumb "TERM=dumb '$BIN' list 2> '$WORK/term-dumb/err'" "terminal type \"dumb\" cannot move the cursor"
refusal_test term-unset "env -u TERM '$BIN' list 2> '$WORK/term-unset/err'" "TERM is not set"
begin stdout-file-empty
if [ -s "$WORK/stdout-file/out" ]; then fail "something was written to the redirected output"; fi
finish

# --- NO_COLOR: no colour in the output stream; colours without it ---------------------------
# colour_sgr FILE: prints the SGR sequences of FILE that set a colour (30-49, 90-107, 38;5;n).
colour_sgr() {
    grep -aoE $'\e\\[[0-9;]*m' "$1" | tr -d '\033[m' | tr ';' '\n' \
        | grep -E '^(3[0-9]|4[0-9]|9[0-7]|10[0-7])$' || true
}
colour_test() {
    local name="$1" environment="$2" want="$3"
    begin "$name"
    start "$name" 100 30 "sleep 0.5; $environment '$BIN' list"
    t pipe-pane -t "$name" -o "cat >> '$WORK/$name/stream'"
    if wait_for "Items 100x30"; then
        t send-keys -t "$name" Down
        wait_for "▶ Item 002"
        local captured found
        # tmux writes 39 and 49 (default foreground, background) between runs: not colours.
        captured="$(t capture-pane -p -e -t "$name" | grep -aoE $'\e\\[[0-9;]*m' | tr -d '\033[m' | tr ';' '\n' \
            | grep -E '^(3[0-8]|4[0-8]|9[0-7]|10[0-7])$' || true)"
        found="$(colour_sgr "$WORK/$name/stream")"
        if [ "$want" = none ] && { [ -n "$found" ] || [ -n "$captured" ]; }; then
            fail "colour escape sequences with NO_COLOR: stream [$(echo $found)], screen [$(echo $captured)]"
        fi
        if [ "$want" = some ] && { [ -z "$found" ] || [ -z "$captured" ]; }; then
            fail "no colour escape sequences without NO_COLOR (the check would prove nothing)"
        fi
        t send-keys -t "$name" q
        expect_status 0
    fi
    finish
}
colour_test no-color "NO_COLOR=1" none
colour_test color "" some

# --- Korean, emoji and Vietnamese line up -----------------------------------------------------
begin wide
start wide 60 12 "$BIN" wide
if wait_for "Wide 한국어"; then
    expect_row 2 "한국어    |Korean"
    expect_row 3 "😀😀      |emoji"
    expect_row 4 "Tiếng Việt|Vietnamese"
    expect_row 5 "ascii     |plain"
    expect_row 6 "日本語テ… |cut"
    expect_row 7 "가a나b다  |mixed"
    t send-keys -t wide q
    expect_status 0
fi
finish

# --- Emoji sequences: whole clusters, no stale cell, the column after them in place -----------
# tmux 3.3 gives a VS16 emoji and a keycap 1 column (the canvas 2: a blank follows), joins ZWJ
# sequences into 2 columns and draws a skin-tone modifier as a second emoji, which the cells
# written after the cluster cover. Space swaps the table for box lines and back: none may stay.
begin emoji
start emoji 40 12 "$BIN" emoji
expect_emoji_rows() {
    expect_row 2 "🇰🇷        |flag"
    expect_row 3 "🧑‍🍳        |zwj"
    expect_row 4 "👨‍👩‍👧        |family"
    expect_row 5 "❤️         |vs16"
    expect_row 6 "⚠️ x       |vs16x"
    expect_row 7 "👍        |tone"
    expect_row 8 "1️⃣         |keycap"
    expect_row 9 "☺︎         |vs15"
    expect_row 10 "a🇻🇳b      |mixed"
}
if wait_for "|mixed"; then
    expect_emoji_rows
    t send-keys -t emoji Space
    wait_for "──────────|──────" && expect_row 5 "──────────|──────"
    t send-keys -t emoji Space
    wait_for "|mixed" && expect_emoji_rows
    t send-keys -t emoji q
    expect_status 0
fi
finish

# --- The bottom-right cell is written without scrolling the screen -----------------------------
begin corners
start corners 30 6 "$BIN" corners
if wait_for "D"; then
    expect_row 1 "A                            B"
    expect_row 6 "C                            D"
    t send-keys -t corners Space
    wait_for "가" && expect_row 6 "C                           가" && expect_row 1 "A                            B"
    t send-keys -t corners Space
    wait_for "D" && expect_row 6 "C                            D" && expect_row 1 "A                            B"
    t send-keys -t corners q
    expect_status 0
fi
finish

# --- Timers: a repeating timer that cancels itself at 10, a one-shot --------------------------
begin timer
start timer 40 10 "$BIN" timer
if wait_for "Ticks: 10" && wait_for "One-shot: fired"; then
    sleep 0.3
    expect_row 2 "Ticks: 10"
    t send-keys -t timer q
    expect_status 0
fi
finish

# --- Work queued from a background thread wakes the idle loop at once -------------------------
begin wakeup
start wakeup 40 10 "$BIN" wakeup
if wait_for "Woken: 5" 15; then
    wait_for "prompt" 2
    t send-keys -t wakeup q
    expect_status 0
fi
finish

# --- Foundation's Timer and DispatchQueue.main.asyncAfter run on time in an idle loop ---------
begin foundation-timers
start foundation-timers 50 10 "$BIN" foundation-timers
if wait_for "Timer: 5" 15 && wait_for "asyncAfter: 5" 15; then
    row 2 | grep -q "prompt" || fail "a Foundation timer ran late" "$(screen)"
    row 3 | grep -q "prompt" || fail "an asyncAfter block ran late" "$(screen)"
    t send-keys -t foundation-timers q
    expect_status 0
fi
finish

# --- An application delegate: Application.main shows its window's root view controller -----
begin app-delegate
start app-delegate 50 10 "$BIN" app-delegate
if wait_for "Launched by the delegate"; then
    t send-keys -t app-delegate C-c
    expect_status 130
    expect_modes_restored
fi
finish

# --- A scene delegate: its window is shown; quitting ends the scene's life, then the app's ----
# Its root view places a label from its bounds in points: in the content's bottom-right corner
# at any size (the last row above the status bar, the last six columns).
corner_at() {  # width height: the label ends the row above the status bar
    local row
    row="$(screen | sed -n "$(($2 - 1))p")"
    [ "${#row}" -eq "$1" ] && [ "${row: -6}" = "corner" ]
}
begin scene-delegate
start scene-delegate 50 10 FIXTURE_EVENTS="'$WORK/scene-delegate/events'" "$BIN" scene-delegate
if wait_for "Connected by the scene delegate"; then
    corner_at 50 10 || fail "the label laid out in points is not in the corner at 50 x 10" "$(screen)"
    t resize-window -t scene-delegate -x 64 -y 14
    sleep 0.5
    corner_at 64 14 || fail "the label laid out in points is not in the corner at 64 x 14" "$(screen)"
    t send-keys -t scene-delegate C-c
    expect_status 130
    expect_modes_restored
    events="$(tr '\n' ' ' < "$WORK/scene-delegate/events" 2>/dev/null)"
    expected="didFinishLaunching configurationForConnecting willConnect points willEnterForeground didBecomeActive willResignActive didEnterBackground didDisconnect willTerminate "
    [ "$events" = "$expected" ] || fail "the scene's life: $events" "$(screen)"
fi
finish

# --- A refresh control: Ctrl-R shows the spinner row, the refresh ends on a run-loop timer ----
begin refresh
start refresh 40 10 "$BIN" refresh
if wait_for "Ctrl-r Refresh"; then
    t send-keys -t refresh C-r
    if wait_for "Loading" && wait_for "Refreshed 1"; then
        sleep 0.2
        screen | grep -qF "Loading" && fail "the spinner row stayed after the refresh ended" "$(screen)"
        row 2 | grep -qF "Refreshed 1" || fail "the rows did not come back to the top" "$(screen)"
        t send-keys -t refresh C-r
        wait_for "Loading" && wait_for "Refreshed 2"
    fi
    t send-keys -t refresh q
    expect_status 0
fi
finish

# --- The demo: every screen from the home menu, a favourite, search, resize, q -----------------
begin demo
start demo 120 40 "'$DEMO'"
if wait_for "Modern collection views"; then
    # Focus starts on Layout Gallery; Down counts to each screen (group rows count too).
    for entry in "0:Layout Gallery" "1:App Store" "3:Custom Layout" "5:Products" "6:Reload" "7:Insertion Sort" \
        "8:A Million Products" "10:Emoji Outline"; do
        downs="${entry%%:*}" title="${entry#*:}"
        for ((i = 0; i < downs; i++)); do t send-keys -t demo Down; done
        t send-keys -t demo Enter
        wait_for "‹ Home  $title" || break
        if [ "$title" = "Insertion Sort" ]; then
            # The Sort bar button (s) starts a run-loop timer: the rows change without another key.
            # The nodes are coloured blanks: compare a row with its colours.
            coloured_row() { t capture-pane -p -e -t "$CURRENT" | sed -n "$1p"; }
            first="$(coloured_row 4)"
            t send-keys -t demo s
            wait_for "Stop" || break
            for ((i = 0; i < 100; i++)); do [ "$(coloured_row 4)" != "$first" ] && break; sleep 0.05; done
            [ "$(coloured_row 4)" != "$first" ] || fail "the insertion sort did not move" "$(screen)"
        fi
        t send-keys -t demo Down Down Escape
        wait_for "Modern collection views" || break
        for ((i = 0; i < downs; i++)); do t send-keys -t demo Up; done
    done
    # Products: Enter on the first card stars it; / filters as you type; Escape clears.
    for ((i = 0; i < 5; i++)); do t send-keys -t demo Down; done
    t send-keys -t demo Enter
    wait_for "‹ Home  Products"
    t send-keys -t demo Enter
    wait_for "★ │"
    t send-keys -t demo /
    wait_for "Search products"
    t send-keys -t demo "유자"
    wait_for "유자차" && wait_for "All Products  3 products"
    t send-keys -t demo Escape
    wait_for "All Products  324 products"
    # Resize: the grid follows the new width.
    t resize-window -t demo -x 80 -y 24
    wait_for "↑↓←→ Move  Enter Favourite  i Details  / Search  Esc Back  ? Help  q Quit"
    t send-keys -t demo ?
    wait_for "Keys · Products"
    # Escape and q apart: together they would read as Alt-q.
    t send-keys -t demo Escape
    for ((i = 0; i < 100; i++)); do screen | grep -qF "Keys · Products" || break; sleep 0.05; done
    t send-keys -t demo q
    expect_status 0
    expect_modes_restored
fi
finish

# --- Favourites survive a restart (kept per catalogue in $XDG_DATA_HOME) ---------------------
begin favourites
rm -rf "$XDG_DATA_HOME"
start favourites 100 30 "'$DEMO' --screen products"
if wait_for "Featured"; then
    screen | grep -qF "★ │" && fail "a favourite showed before any was chosen" "$(screen)"
    t send-keys -t favourites Down Enter
    wait_for "★ │"
    t send-keys -t favourites q
    expect_status 0
    [ -s "$XDG_DATA_HOME/terminal-collection-view/favourites/embedded.json" ] \
        || fail "no favourites file in \$XDG_DATA_HOME" "$(ls -R "$XDG_DATA_HOME" 2>&1)"
fi
finish
begin favourites-again
start favourites-again 100 30 "'$DEMO' --screen products"
if wait_for "Featured"; then
    # No key pressed: the star chosen in the last run is back.
    wait_for "★ │"
    t send-keys -t favourites-again q
    expect_status 0
fi
finish

# --- The Products inspector follows the focus (no key needed) -------------------------------
begin inspector
start inspector 120 40 "'$DEMO' --screen products"
if wait_for "Details"; then
    # The inspector is the box right of the grids (after the last "│ │ " of each row, the
    # grids' scroll indicator and the inspector's frame); it shows the focused card's product.
    inspector() { screen | sed -n 's/^.*[│┃] │ //p'; }
    inspector | grep -qF "Deluxe Espresso Beans" || fail "the inspector does not show the first product" "$(screen)"
    t send-keys -t inspector Right
    for ((i = 0; i < 100; i++)); do inspector | grep -qF "Cà phê sữa đá" && break; sleep 0.05; done
    inspector | grep -qF "Cà phê sữa đá" || fail "the inspector did not follow the focus to the next card" "$(screen)"
    inspector | grep -qF "Deluxe Espresso Beans" && fail "the inspector still shows the first product" "$(screen)"
    t send-keys -t inspector q
    expect_status 0
fi
finish

# --- The command palette jumps to a screen -----------------------------------------------------
begin palette
start palette 100 30 "'$DEMO'"
if wait_for "Layout Gallery"; then
    t send-keys -t palette :
    wait_for "Commands"
    t send-keys -t palette -l wifi
    wait_for "Go to Settings: Wi-Fi"
    t send-keys -t palette Enter
    for ((i = 0; i < 100; i++)); do [[ "$(row 1)" == *"Settings: Wi-Fi"* ]] && break; sleep 0.05; done
    [[ "$(row 1)" == *"‹ Home  Settings: Wi-Fi"* ]] || fail "Enter in the palette did not open Settings: Wi-Fi" "$(screen)"
    screen | grep -qF "Commands" && fail "the palette stayed open" "$(screen)"
    # Ctrl-P opens it too; Escape closes it without running anything.
    t send-keys -t palette C-p
    wait_for "Commands"
    t send-keys -t palette Escape
    for ((i = 0; i < 100; i++)); do screen | grep -qF "Commands" || break; sleep 0.05; done
    [[ "$(row 1)" == *"Settings: Wi-Fi"* ]] || fail "Escape in the palette did more than close it" "$(screen)"
    t send-keys -t palette q
    expect_status 0
fi
finish

# --- A watched catalogue: edits from the shell show while the demo runs ----------------------
begin live-reload
mkdir -p "$WORK/live-reload"
LIVE="$WORK/live-reload/shop.csv"
printf 'id,name,category,price\r\n1,Assam,Tea,4\r\n2,Bancha,Tea,5\r\n' > "$LIVE"
start live-reload 100 30 "'$DEMO' --screen products --catalog '$LIVE'"
if wait_for "Bancha"; then
    # Saved as editors do: a temporary file renamed over the catalogue.
    printf 'id,name,category,price\r\n2,"Bancha, first flush",Tea,5\r\n3,Chai,Tea,6\r\n' > "$LIVE.tmp" && mv "$LIVE.tmp" "$LIVE"
    if wait_for "Bancha, first flush"; then
        wait_for "Chai"
        screen | grep -qF "Assam" && fail "the removed product still shows" "$(screen)"
    fi
    # A bad edit in place: the data stays, the message names the file, line and column.
    printf 'id,name,category,price\r\n2,Bancha,Tea,5\r\n3,Chai,Tea,six\r\n' > "$LIVE"
    if wait_for '! shop.csv:3:12: price: expected a number, found "six"'; then
        [ "$(row 30 | sed 's/ *$//')" = ' ! shop.csv:3:12: price: expected a number, found "six"' ] \
            || fail "the message is not on the last row" "$(screen)"
        screen | grep -qF "Bancha, first flush" || fail "the last good data did not stay" "$(screen)"
    fi
    # Fixed: the message goes, the new data shows.
    printf 'id,name,category,price\r\n2,Bancha,Tea,5\r\n3,Chai,Tea,6\r\n' > "$LIVE"
    deadline=$((SECONDS + 10))
    while screen | grep -qF "! shop.csv" && [ $SECONDS -lt $deadline ]; do sleep 0.05; done
    screen | grep -qF "! shop.csv" && fail "the message stayed after the fix" "$(screen)"
    screen | grep -qF "first flush" && fail "the fixed file was not shown" "$(screen)"
    t send-keys -t live-reload q
    expect_status 0
    expect_modes_restored
fi
finish

# --- Product pictures: a catalogue's picture shows in the details, and an edited one shows -----
begin demo-pictures
mkdir -p "$WORK/demo-pictures"
cp "Demo/Kit/Resources/Pictures/coffee-1.png" "$WORK/demo-pictures/cup.png"
printf '{"products": [{"name": "Cup", "category": "Coffee", "price": 4, "image": "cup.png", "featured": true}, %s]}' \
    '{"name": "Mug", "category": "Coffee", "price": 5, "image": "cup.png", "featured": true}' > "$WORK/demo-pictures/shop.json"
start demo-pictures 120 40 "'$DEMO' --screen products --catalog '$WORK/demo-pictures/shop.json'"
if wait_for "Cup"; then
    # A card drawn again as the focus moves onto or off it keeps its thumbnail (curses writes
    # through the picture's blank cells between the card's frame and its text).
    for key in Right Left; do
        t send-keys -t demo-pictures "$key"
        sleep 0.3
        for name in Cup Mug; do
            screen | grep -qF "▀▀▀▀ 📦 $name" || fail "the $name card lost its thumbnail after $key" "$(screen)"
        done
    done
    # The details beside the list show the picture in half blocks, in its colours.
    coloured() { t capture-pane -p -e -t demo-pictures; }
    before="$(coloured)"
    screen | grep -qF "▀▀▀▀" || fail "the details show no picture" "$(screen)"
    # Another picture saved over it: it shows within the poll (half a second).
    cp "Demo/Kit/Resources/Pictures/fruit-1.png" "$WORK/demo-pictures/cup.png.tmp"
    mv "$WORK/demo-pictures/cup.png.tmp" "$WORK/demo-pictures/cup.png"
    for ((i = 0; i < 100; i++)); do [ "$(coloured)" != "$before" ] && break; sleep 0.05; done
    [ "$(coloured)" != "$before" ] || fail "the edited picture did not show" "$(screen)"
    screen | grep -qF "Cup" || fail "the product went with its old picture" "$(screen)"
    t send-keys -t demo-pictures q
    expect_status 0
    expect_modes_restored
fi
finish

# --- Editing in the demo: a mouse drag reorders, keys delete with an animation ---------------
begin demo-editing
start demo-editing 100 30 "'$DEMO' --screen reorderable-list"
if wait_for "Reorderable List"; then
    # X10 mouse reports as the terminal sends them (ncurses asks for every movement): press on
    # Espresso (row 3), move over Flat white and Cortado with the button held, release.
    mouse() { printf '\e[M%b%b%b' "\\x$(printf %x $((32 + $1)))" "\\x$(printf %x $((33 + $2)))" "\\x$(printf %x $((33 + $3)))"; }
    t send-keys -t demo-editing -l "$(mouse 0 10 3)"
    t send-keys -t demo-editing -l "$(mouse 32 10 5)"
    t send-keys -t demo-editing -l "$(mouse 32 10 7)"
    t send-keys -t demo-editing -l "$(mouse 3 10 7)"
    for ((i = 0; i < 100; i++)); do [[ "$(row 8)" == *Espresso* ]] && break; sleep 0.05; done
    [[ "$(row 4)" == *"Flat white"* && "$(row 8)" == *Espresso* ]] || fail "the drag did not move Espresso" "$(screen)"
    # Alt-Up moves it back up one place.
    t send-keys -t demo-editing Escape Up
    wait_for "Cortado" && for ((i = 0; i < 100; i++)); do [[ "$(row 6)" == *Espresso* ]] && break; sleep 0.05; done
    [[ "$(row 6)" == *Espresso* ]] || fail "Alt-Up did not move Espresso" "$(screen)"
    t send-keys -t demo-editing q
    expect_status 0
    expect_modes_restored
fi
finish

# --- Mountains Search: typing into the search bar narrows the grid as you type ---------------
begin demo-mountains
start demo-mountains 100 30 "'$DEMO' --screen mountains-search"
if wait_for "Search mountains"; then
    wait_for "Everest"
    screen | grep -qF "Mont Blanc" && fail "Mont Blanc showed before scrolling" "$(screen)"
    t send-keys -t demo-mountains -l "mont"
    wait_for "Mont Blanc" && wait_for "Monte Pissis"
    for ((i = 0; i < 100; i++)); do screen | grep -qF "Everest" || break; sleep 0.05; done
    screen | grep -qF "Everest" && fail "the grid did not narrow to the query" "$(screen)"
    # q is typed into the query, not a quit: nothing matches, and the demo still runs.
    t send-keys -t demo-mountains -l "q"
    wait_for "No mountain matches"
    t send-keys -t demo-mountains BSpace
    wait_for "Mont Blanc"
    # Escape clears the query, a second one goes back, q quits.
    t send-keys -t demo-mountains Escape
    wait_for "Everest"
    sleep 0.2
    t send-keys -t demo-mountains Escape
    wait_for "Modern collection views"
    t send-keys -t demo-mountains q
    expect_status 0
    expect_modes_restored
fi
finish

# --- The demo refuses a bad catalogue before touching the terminal ---------------------------
demo_refusal() {
    local name="$1" content="$2" message="$3" file="${4:-shop.json}"
    begin "$name"
    mkdir -p "$WORK/$name"
    printf '%s' "$content" > "$WORK/$name/$file"
    start "$name" 100 30 "'$DEMO' --catalog '$WORK/$name/$file' 2> '$WORK/$name/err'"
    expect_status 2
    expect_modes_restored
    local err
    err="$(cat "$WORK/$name/err" 2>/dev/null)"
    if ! printf '%s' "$err" | grep -qF -- "$message"; then fail "standard error does not say \"$message\"" "$err"; fi
    finish
}
demo_refusal demo-syntax $'{\n  "products": [,]\n}' "shop.json:2:16: not valid JSON"
demo_refusal demo-shape '{"products": [{"name": "Tea", "category": "Tea", "price": "3"}]}' \
    "shop.json:1:59: products[0].price: expected a number, found a string"
demo_refusal demo-csv-shape $'name,category,price\r\n"Tea, green",Tea,3\r\nCoffee,Coffee,abc\r\n' \
    'shop.csv:3:15: price: expected a number, found "abc"' shop.csv
begin demo-missing
start demo-missing 100 30 "'$DEMO' --catalog /nonexistent/shop.json 2> '$WORK/demo-missing/err'"
expect_status 2
grep -qF "/nonexistent/shop.json: no such file" "$WORK/demo-missing/err" 2>/dev/null || fail "no message for a missing file"
finish

# --- Bracketed paste: a paste is text for the search, never keys; the mode is off at exit ----
begin paste
start paste 100 30 "'$DEMO' --screen products"
if wait_for "Featured"; then
    t pipe-pane -t paste -o "cat > '$WORK/paste/output'"
    t send-keys -t paste /
    wait_for "Search products"
    # A line break, an Escape and a carriage return inside the paste: as keys they would end the
    # search and navigate. Pasted, line breaks become spaces and the Escape is left out.
    t set-buffer -b e2e $'tea\n\e[A\rq'
    t paste-buffer -p -d -b e2e -t paste
    wait_for "/ tea [A q"
    t send-keys -t paste BSpace BSpace BSpace BSpace BSpace
    # Five Backspaces leave "tea" (the cursor after it is a reversed space, which capture-pane
    # trims): wait for the search line (under the tabs and the filters) to be exactly that.
    deadline=$((SECONDS + 10))
    until [ "$(row 4 | sed 's/ *$//')" = " / tea" ] || [ $SECONDS -ge $deadline ]; do sleep 0.05; done
    if [ "$(row 4 | sed 's/ *$//')" != " / tea" ]; then fail "five Backspaces did not leave \"tea\"" "$(screen)"; fi
    t send-keys -t paste Escape
    sleep 0.3
    t send-keys -t paste Escape
    sleep 0.3
    t send-keys -t paste q
    expect_status 0
    expect_modes_restored
    t pipe-pane -t paste
    if ! grep -q $'\e\\[?2004l' "$WORK/paste/output" 2>/dev/null; then fail "bracketed paste was not turned off at exit"; fi
fi
finish

# --- Command-line values never reach the terminal raw; every refusal exits 2 ------------------
cli_refusal() {
    local name="$1" message="$2"
    shift 2
    begin "$name"
    mkdir -p "$WORK/$name"
    "$DEMO" "$@" >/dev/null 2>"$WORK/$name/err" </dev/null
    local status=$?
    [ "$status" = 2 ] || fail "exit status $status, expected 2"
    grep -q $'\e' "$WORK/$name/err" && fail "standard error contains an escape character" "$(cat -v "$WORK/$name/err")"
    grep -qF -- "$message" "$WORK/$name/err" || fail "standard error does not say \"$message\"" "$(cat -v "$WORK/$name/err")"
    finish
}
cli_refusal demo-bad-screen "unknown screen '^[[31mred'" --screen $'\e[31mred'
cli_refusal demo-bad-option "Unknown option '--^[[2Jx'" $'--\e[2Jx'
cli_refusal demo-bad-catalog-name "^[]0;title^G: no such file" --catalog $'/nonexistent/\e]0;title\a'
cli_refusal demo-device-catalog "/dev/zero: cannot be read: not a regular file" --catalog /dev/zero

# --- App Store: starts under the title bar; a resize pages the carousel to a whole card ------
# click COLUMN ROW (1-based): an X10 press and release there, as tmux-256color's terminal
# sends them (the button, column and row each as 32 plus the value; button 3 is the release).
click() {
    local button
    for button in 0 3; do
        t send-keys -t "$CURRENT" -l "$(printf '\e[M%b%b%b' "\\x$(printf %x $((32 + button)))" "\\x$(printf %x $((32 + $1)))" "\\x$(printf %x $((32 + $2)))")"
    done
}
begin demo-app-store
start demo-app-store 120 40 "'$DEMO' --screen app-store"
if wait_for "Procreate Pocket"; then
    [[ "$(row 3)" == *"╭"* && "$(row 4)" == *"새로운 앱"* ]] || fail "the first carousel does not start on row 3" "$(screen)"
    t send-keys -t demo-app-store Right
    wait_for "Notion"
    t send-keys -t demo-app-store Down
    sleep 0.3
    t resize-window -t demo-app-store -x 100 -y 30
    wait_for "메모, 문서, 할 일을 한곳에서"
    screen | grep -qF "│ 📒 Notion" || fail "the focused card is cut after the resize" "$(screen)"
    # A click on the carousel's › pages it to the next card.
    click 100 5
    wait_for "Monument Valley 3"
    t send-keys -t demo-app-store q
    expect_status 0
    expect_modes_restored
fi
finish

# --- The mouse in the demo: status-bar hints, the help, the palette, the back sign -----------
begin demo-mouse
start demo-mouse 80 24 "'$DEMO' --screen products"
if wait_for "of 324"; then
    hints="$(row 24)"
    prefix="${hints%%\? Help*}"
    click $(( ${#prefix} + 1 )) 24
    wait_for "Keys · Products"
    click 40 12
    for ((i = 0; i < 100; i++)); do screen | grep -qF "Keys · Products" || break; sleep 0.05; done
    screen | grep -qF "Keys · Products" && fail "a click did not close the help" "$(screen)"
    t send-keys -t demo-mouse :
    wait_for "Commands"
    t send-keys -t demo-mouse -l "app st"
    wait_for "Go to App Store"
    line="$(screen | grep -nF "Go to App Store" | head -1 | cut -d: -f1)"
    click 30 "$line"
    wait_for "‹ Home  App Store"
    click 3 1
    wait_for "Modern collection views"
    t send-keys -t demo-mouse q
    expect_status 0
    expect_modes_restored
fi
finish

# --- Themes: COLORFGBG gives the light palette; the palette switches and saves the theme ------
begin demo-theme
rm -rf "$XDG_DATA_HOME/terminal-collection-view/settings.json"
start demo-theme 80 24 "COLORFGBG='0;15' '$DEMO' --screen products"
if wait_for "of 324"; then
    # Light: the palette paints the background white (231), the label dark grey (235).
    t capture-pane -p -e -t demo-theme | grep -qF "48;5;231" || fail "no light background with COLORFGBG=0;15" "$(t capture-pane -p -e -t demo-theme | head -3 | cat -v)"
    t send-keys -t demo-theme :
    wait_for "Commands"
    t send-keys -t demo-theme -l "high contrast"
    wait_for "Theme: High contrast"
    t send-keys -t demo-theme Enter
    for ((i = 0; i < 100; i++)); do t capture-pane -p -e -t demo-theme | grep -qF "48;5;231" || break; sleep 0.05; done
    t capture-pane -p -e -t demo-theme | grep -qF "48;5;231" && fail "the light background stayed after choosing high contrast" "$(screen)"
    t capture-pane -p -e -t demo-theme | grep -qF "38;5;231" || fail "no white label in high contrast" "$(t capture-pane -p -e -t demo-theme | head -3 | cat -v)"
    grep -qF '"theme":"high-contrast"' "$XDG_DATA_HOME/terminal-collection-view/settings.json" 2>/dev/null \
        || fail "the theme was not saved" "$(cat "$XDG_DATA_HOME/terminal-collection-view/settings.json" 2>&1)"
    t send-keys -t demo-theme q
    expect_status 0
    expect_modes_restored
fi
finish
rm -f "$XDG_DATA_HOME/terminal-collection-view/settings.json"

# NO_COLOR wins over a saved or given theme.
begin demo-theme-no-color
start demo-theme-no-color 80 24 "NO_COLOR=1 '$DEMO' --theme light --screen products"
if wait_for "of 324"; then
    captured="$(t capture-pane -p -e -t demo-theme-no-color | grep -aoE $'\e\\[[0-9;]*m' | tr -d '\033[m' | tr ';' '\n' \
        | grep -E '^(3[0-8]|4[0-8]|9[0-7]|10[0-7])$' || true)"
    [ -z "$captured" ] || fail "colours with NO_COLOR and --theme light: [$(echo $captured)]"
    t send-keys -t demo-theme-no-color q
    expect_status 0
fi
finish

# --- demo --help names the environment, the palette, the favourites and the formats -----------
begin demo-help
mkdir -p "$WORK/demo-help"
"$DEMO" --help >"$WORK/demo-help/out" 2>&1 </dev/null
status=$?
[ "$status" = 0 ] || fail "exit status $status, expected 0"
for text in NO_COLOR=1 TERMINAL_COLLECTION_VIEW_ASCII=1 Ctrl-P terminal-collection-view/favourites/ salePrice "--count" COLORFGBG high-contrast "--theme"; do
    grep -qF -- "$text" "$WORK/demo-help/out" || fail "demo --help does not say \"$text\"" "$(cat "$WORK/demo-help/out")"
done
finish

# --- The README's program: a list in the terminal, q quits ---------------------------------
begin readme-program
if swift build --product readme-program >"$BUILD_LOG" 2>&1; then
    start readme-program 60 12 "'$(swift build --show-bin-path)/readme-program'"
    if wait_for "Dragon fruit"; then
        expect_row 1 " Apple                                                    ›"
        t send-keys -t readme-program Down q
        expect_status 0
        expect_modes_restored
    fi
else
    fail "the README's program did not build" "$(cat "$BUILD_LOG")"
fi
finish

run_graphics_scenarios

TOTAL=$((PASSED + FAILED))
if [ "$FAILED" -gt 0 ]; then
    printf '%s' "$FAILURES"
fi
echo "E2E: $PASSED passed, $FAILED failed ($TOTAL scenarios)"
[ "$FAILED" = 0 ]
