# Pictures in real terminal emulators, sourced by run.sh: kitty (the kitty graphics protocol)
# and xterm -ti vt340 (sixel) on a virtual X server (Xvfb), each running the fixture's
# `pictures` screen; ImageMagick's `import` takes screenshots of the X screen. Each scenario
# checks the mode the terminal was found to speak (written by the fixture), that the pictures'
# exact colours cover their areas in the screenshot as pixels, and that after the screen
# scrolls six rows the first picture (pure red, found nowhere else) has left no pixel behind,
# that dimmed (as behind an alert) the pictures show at half brightness,
# and that once the fixture has quit (the terminal stays open a few seconds after it, showing a
# line) no picture's pixel is left on the screen.
# When Xvfb, kitty, xterm or ImageMagick is missing (make deps installs them), the scenarios
# are reported as skipped.

# count_color FILE R G B: the number of pixels of FILE within 6 of (R, G, B) in each channel.
count_color() {
    convert "$1" -format %c histogram:info:- 2>/dev/null \
        | sed -nE 's/^ *([0-9]+): *\( *([0-9.]+), *([0-9.]+), *([0-9.]+).*/\1 \2 \3 \4/p' \
        | awk -v r="$2" -v g="$3" -v b="$4" '
            { dr = $2 - r; dg = $3 - g; db = $4 - b
              if (dr < 0) dr = -dr; if (dg < 0) dg = -dg; if (db < 0) db = -db
              if (dr <= 6 && dg <= 6 && db <= 6) total += $1 }
            END { print total + 0 }'
}

# graphics_scenario NAME EXPECTED_MODE COMMAND...: runs COMMAND (a terminal emulator running the
# fixture) on the X server and checks the screenshots before and after the scroll.
graphics_scenario() {
    local name="$1" expected="$2"
    shift 2
    begin "$name"
    local dir="$WORK/$name"
    mkdir -p "$dir"
    FIXTURE_MODE_FILE="$dir/mode" FIXTURE_SCROLL_AFTER_MS=3000 FIXTURE_DIM_AFTER_MS=5500 FIXTURE_QUIT_AFTER_MS=8000 \
        TERMINAL_COLLECTION_VIEW_LOG="$dir/log" "$@" >"$dir/terminal.log" 2>&1 &
    local pid=$!
    local deadline=$((SECONDS + 15))
    while [ $SECONDS -lt $deadline ] && [ ! -s "$dir/mode" ]; do sleep 0.1; done
    if [ ! -s "$dir/mode" ]; then
        fail "the fixture never drew in $name" "$(cat "$dir/terminal.log")"
    else
        local mode
        mode="$(cat "$dir/mode")"
        [ "$mode" = "$expected" ] || fail "the picture mode is $mode, expected $expected"
        sleep 1.5
        import -window root "$dir/before.png"
        sleep 2.5
        import -window root "$dir/after.png"
        local colour count
        # Before: each of the first four pictures' colours covers at least half its area (a
        # picture is 12 x 4 cells of at least 6 x 12 pixels: 1,728 pixels a half).
        for colour in "255 0 0" "0 0 255" "0 200 0" "255 255 0" "255 0 255" "0 255 255" "255 128 0" "128 0 255"; do
            # shellcheck disable=SC2086
            count="$(count_color "$dir/before.png" $colour)"
            [ "$count" -ge 864 ] || fail "colour ($colour) covers $count pixels before scrolling, expected at least 864"
        done
        # After six rows: the first picture is gone without a trace, the sixth has come.
        count="$(count_color "$dir/after.png" 255 0 0)"
        [ "$count" = 0 ] || fail "$count red pixels of the first picture are left after scrolling"
        count="$(count_color "$dir/after.png" 255 128 192)"
        [ "$count" -ge 864 ] || fail "the sixth picture covers $count pixels after scrolling, expected at least 864"
        count="$(count_color "$dir/after.png" 0 200 0)"
        [ "$count" -ge 100 ] || fail "the second picture, half scrolled out, covers $count pixels after scrolling"
        # Dimmed (as behind an alert) 5.5 s after it started: the sixth picture shows at half
        # brightness, and nowhere at full.
        sleep 1.5
        import -window root "$dir/dimmed.png"
        count="$(count_color "$dir/dimmed.png" 127 64 96)"
        [ "$count" -ge 864 ] || fail "the dimmed sixth picture covers $count pixels at half brightness, expected at least 864"
        count="$(count_color "$dir/dimmed.png" 255 128 192)"
        [ "$count" = 0 ] || fail "$count pixels of the sixth picture stay at full brightness when dimmed"
        # After the fixture quit (8 s after it started; the terminal waits 5 s more): nothing
        # of any picture is left.
        sleep 3.5
        import -window root "$dir/exit.png"
        local left=0
        for colour in "255 0 0" "0 0 255" "0 200 0" "255 255 0" "255 0 255" "0 255 255" "255 128 0" "128 0 255" \
            "0 128 128" "128 128 0" "255 128 192" "192 255 128" "128 64 0" "0 64 192" "200 200 255"; do
            # shellcheck disable=SC2086
            left=$((left + $(count_color "$dir/exit.png" $colour)))
        done
        [ "$left" = 0 ] || fail "$left pixels of pictures are left on the screen after the fixture quit"
        # ... in a terminal still open: the line written after the fixture quit shows.
        local dark
        dark="$(count_color "$dir/exit.png" 0 0 0)"
        [ "$dark" -lt $((1024 * 768 - 50)) ] || fail "the terminal shows nothing after the fixture quit (closed?)"
        [ "$CURRENT_FAILED" = 0 ] || cp "$dir/before.png" "$dir/after.png" "$dir/dimmed.png" "$dir/exit.png" "$SCREENSHOTS/" 2>/dev/null
    fi
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    finish
}

run_graphics_scenarios() {
    local missing=""
    for tool in Xvfb kitty xterm import convert; do
        command -v "$tool" >/dev/null 2>&1 || missing+=" $tool"
    done
    if [ -n "$missing" ]; then
        echo "E2E: pictures in kitty and xterm skipped (missing:$missing; make deps installs them)"
        return
    fi
    SCREENSHOTS="${E2E_SCREENSHOTS:-$WORK/screenshots}"
    mkdir -p "$SCREENSHOTS"
    local display=":$((90 + $$ % 500))"
    Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
    local xvfb=$!
    local deadline=$((SECONDS + 10))
    while [ $SECONDS -lt $deadline ] && ! DISPLAY="$display" xdpyinfo >/dev/null 2>&1 \
        && ! [ -e "/tmp/.X11-unix/X${display#:}" ]; do sleep 0.1; done
    export DISPLAY="$display"
    graphics_scenario kitty-pictures kitty \
        kitty --config NONE -o font_size=11 -o initial_window_width=640 -o initial_window_height=400 \
        -o remember_window_size=no -o placement_strategy=top-left -o window_padding_width=0 \
        -o background=#000000 -o foreground=#dddddd sh -c "'$BIN' pictures; echo The fixture quit.; sleep 5"
    graphics_scenario xterm-sixel-pictures sixel \
        xterm -ti vt340 -xrm 'XTerm*decTerminalID: vt340' -xrm 'XTerm*numColorRegisters: 256' \
        -geometry 80x24+0+0 -bg black -fg white -e sh -c "'$BIN' pictures; echo The fixture quit.; sleep 5"
    kill "$xvfb" 2>/dev/null
    wait "$xvfb" 2>/dev/null
    unset DISPLAY
}
