#!/usr/bin/env bash
# Builds the DocC catalog (Sources/CollectionCore/CollectionCore.docc) into
# .build/plugins/Swift-DocC/outputs/CollectionCore.doccarchive and fails on any warning.
# Run by `make docs`.
#
# CollectionCore only re-exports the modules below it, and a plain symbol graph of it is
# empty. So the symbol graph is extracted here with the compiler's
# -experimental-allowed-reexported-modules, which puts every public symbol of CollectionDiagnostics, CollectionModel,
# CollectionCanvas, CollectionPictures, CollectionViews, CollectionControls, CollectionConfigurations, CollectionLayouts, CollectionUI,
# CollectionTableViews and
# CollectionDeclarative under CollectionCore, as a user sees them after `import CollectionCore`; CollectionTesting's graph (with the application loop it
# re-exports) joins it as a second module, and CollectionCurses's as a third.
# swift-docc-plugin then builds the archive with those graphs added to its own.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT="${SWIFT:-swift}"
GRAPHS=.build/docs-symbol-graphs
LOG=.build/docs-log.txt
mkdir -p .build

for target in CollectionTesting CollectionCurses CollectionLayoutSolver UIKit; do
    if ! "$SWIFT" build --target "$target" >"$LOG" 2>&1; then
        cat "$LOG"
        exit 1
    fi
done
BIN="$("$SWIFT" build --show-bin-path)"
TRIPLE="$(basename "$(dirname "$BIN")")"

rm -rf "$GRAPHS"
mkdir -p "$GRAPHS"
# CollectionModel's C kernel: its module map is found in Sources/CModelKernels/include.
extract() {
    "$SWIFT" symbolgraph-extract -module-name "$1" -I "$BIN/Modules" -I Sources/CModelKernels/include \
        -I Sources/CPictureCodecs/include -I Sources/CPNG -I Sources/CJPEG $(pkg-config --cflags-only-I libpng libjpeg) \
        -target "$TRIPLE" -output-dir "$GRAPHS" -minimum-access-level public "${@:2}"
}
extract CollectionCore \
    -experimental-allowed-reexported-modules=CollectionDiagnostics,CollectionModel,CollectionCanvas,CollectionPictures,CollectionViews,CollectionControls,CollectionConfigurations,CollectionLayouts,CollectionUI,CollectionTableViews,CollectionDeclarative
# CollectionTesting re-exports CollectionApplication (the loop it drives): its graph carries
# the loop's symbols, as a user sees them after `import CollectionTesting`.
extract CollectionTesting -experimental-allowed-reexported-modules=CollectionApplication
# The curses front end: its C modules' maps are in Sources/CNCurses and Sources/CTerminal/include.
extract CollectionCurses -I Sources/CNCurses -I Sources/CTerminal/include
# The constraint solver, a product of its own that CollectionCore does not re-export.
extract CollectionLayoutSolver
# UIKit's names over the toolkit (the UIKit product), which re-exports the curses front end.
extract UIKit -I Sources/CNCurses -I Sources/CTerminal/include

"$SWIFT" package --disable-sandbox generate-documentation --target CollectionCore \
    --additional-symbol-graph-dir "$GRAPHS" --warnings-as-errors 2>&1 | tee "$LOG"
status=${PIPESTATUS[0]}
# SwiftPM's note about the flags that pkg-config gives for ncursesw is not ours.
if grep -E "warning:|error:" "$LOG" | grep -v "prohibited flag"; then
    echo "error: the documentation has warnings"
    exit 1
fi
exit "$status"
