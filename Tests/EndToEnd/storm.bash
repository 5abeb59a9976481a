# A storm of input for a program in a tmux pane: random keys, pastes and window sizes, from bash's
# RANDOM (seed it for a repeatable storm). Sourced by Tests/EndToEnd/run.sh and Scripts/soak.sh,
# which define `t` (tmux on their private socket).

# Keys a person presses on the demo's screens, without q (quit), Ctrl-C and Ctrl-Z: arrows,
# Alt-arrows (moves), paging, Enter, Escape, Space, Tab, deleting, the screens' letter commands,
# search, help and the command palette.
STORM_KEYS=(Up Down Left Right Up Down Left Right Enter Escape Space Tab BTab PageUp PageDown
    Home End BSpace DC M-Up M-Down m s a d f e r 1 2 / '?' : x 한 é)

# What a storm pastes (bracketed when the program asked for it): text with a line break, an
# escape sequence and wide characters.
STORM_PASTE=$'pasted text\nsecond line \e[31mred\e[0m 한국어 😀'

# storm SESSION KEYS RESIZES PASTES: sends KEYS random keys to SESSION, with RESIZES random
# window sizes from 1 x 1 to 200 x 60 and PASTES pastes spread among them.
storm() {
    local session="$1" keys="$2" resizes="$3" pastes="$4" i
    local resize_every=$((keys / (resizes + 1) + 1)) paste_every=$((keys / (pastes + 1) + 1))
    t set-buffer -b storm "$STORM_PASTE"
    for ((i = 1; i <= keys; i++)); do
        t send-keys -t "$session" "${STORM_KEYS[RANDOM % ${#STORM_KEYS[@]}]}" 2>/dev/null || return 1
        if [ "$resizes" -gt 0 ] && [ $((i % resize_every)) = 0 ]; then
            t resize-window -t "$session" -x $((1 + RANDOM % 200)) -y $((1 + RANDOM % 60))
        fi
        if [ "$pastes" -gt 0 ] && [ $((i % paste_every)) = 0 ]; then
            t paste-buffer -p -b storm -t "$session"
        fi
    done
}
