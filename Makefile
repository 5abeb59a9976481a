# TerminalCollectionView: the two set-up commands are `make demo` and `make test`; `make bench`
# runs the benchmarks, `make fuzz` the fuzz targets and `make docs` builds the documentation.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps demo build test test-asan test-tsan soak bench fuzz docs doc-coverage clean

# Installs what the package needs from Debian when it is missing: ncursesw's headers, and
# libpng's and libjpeg-turbo's (the picture decoders), all found through pkg-config; tmux for
# the end-to-end tests; and for the end-to-end tests of pictures in real terminals, a virtual
# X server, kitty, xterm and ImageMagick (about 15 s from the Debian mirror).
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists ncursesw; then \
		echo "Installing libncurses-dev and pkg-config with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libncurses-dev pkg-config; \
	fi
	@if ! pkg-config --exists libpng libjpeg; then \
		echo "Installing libpng-dev and libjpeg-dev with apt-get (PNG and JPEG pictures)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libpng-dev libjpeg-dev; \
	fi
	@if ! command -v tmux >/dev/null 2>&1; then \
		echo "Installing tmux with apt-get (end-to-end tests)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq tmux; \
	fi
	@if ! command -v Xvfb >/dev/null 2>&1 || ! command -v kitty >/dev/null 2>&1 \
		|| ! command -v xterm >/dev/null 2>&1 || ! command -v import >/dev/null 2>&1; then \
		echo "Installing xvfb, kitty, xterm and imagemagick with apt-get (end-to-end tests of pictures)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq --no-install-recommends \
			xvfb kitty xterm imagemagick fonts-dejavu-core libgl1-mesa-dri; \
	fi

demo: deps
	$(SWIFT) build --product demo
	$(SWIFT) run demo

build: deps
	@$(SWIFT) build --build-tests 2>&1 | tee .build-log.txt
	@! grep -E '^/.*/(Sources|Tests|Demo|Examples)/.*: warning:' .build-log.txt || { echo "error: warnings in our own code"; exit 1; }
	@rm -f .build-log.txt

test: build
	$(SWIFT) test --skip-build
	@if [ -d Tests/EndToEnd ]; then bash Tests/EndToEnd/run.sh; fi

# Storms every demo screen (release build) with keys, pastes and resizes in tmux for
# SOAK_MINUTES minutes (default 10) and reports crashes, hangs and terminals left raw.
soak: deps
	bash Scripts/soak.sh

# The Swift Testing suites under AddressSanitizer with LeakSanitizer, and under
# ThreadSanitizer, each built in a folder of its own so that .build stays valid. The files in
# Tests/Sanitizers suppress what the Swift runtime and Foundation own, each with its reason.
# No XCTest run: the package has no XCTest tests.
test-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/leak-suppressions.txt \
		$(SWIFT) test --skip-build --disable-xctest --sanitize=address --scratch-path .build-asan

test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/thread-suppressions.txt \
		$(SWIFT) test --skip-build --disable-xctest --sanitize=thread --scratch-path .build-tsan

bench: deps
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark

# Coverage-guided fuzzing with libFuzzer and AddressSanitizer (the package in Fuzz/, see
# Fuzz/run.sh): builds the five fuzz targets (JSON and CSV catalogues, key input, visual format,
# picture decoding),
# then runs each for FUZZ_SECONDS seconds, one at a time: by default 60, so five minutes in all
# plus the build. Prints executions, executions per second, coverage and crashes per target;
# findings go to Fuzz/Findings/<target>/. Not part of `make test` or CI.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash Fuzz/run.sh

# The DocC catalog (Sources/CollectionCore/CollectionCore.docc) with swift-docc-plugin; fails
# on any documentation warning. The archive: .build/plugins/Swift-DocC/outputs/CollectionCore.doccarchive
docs: deps
	bash Scripts/build-docs.sh

# Doc-comment coverage of the public API, per module (Scripts/doc-coverage.py --list names
# the symbols without a comment).
doc-coverage: deps
	@$(SWIFT) package dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
		--skip-inherited-docs >/dev/null
	@python3 Scripts/doc-coverage.py

clean:
	rm -rf .build .build-asan .build-tsan Benchmarks/.build Fuzz/.build
