# Calculator Brain: `make run` opens the calculator, `make test` runs every test.
# Both install what is missing first (Debian packages via apt-get).

export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift

BUILD_PACKAGES := libgtk-4-dev pkg-config
TEST_PACKAGES := xvfb xauth xdotool xclip dbus-x11 at-spi2-core python3-pyatspi python3-pytest \
	gir1.2-atspi-2.0 x11-utils imagemagick
# Debian's Python, which has pyatspi (another python3 may come first on PATH).
SYSTEM_PYTHON := /usr/bin/python3

.PHONY: run build test lint unit-tests window-tests screenshots deps test-deps clean

run: build
	.build/debug/calculator-brain

build: deps
	$(SWIFT) build --product calculator-brain

deps:
	@scripts/ensure-debian-packages $(BUILD_PACKAGES)

test-deps: deps
	@scripts/ensure-debian-packages $(TEST_PACKAGES)

test: test-deps lint unit-tests window-tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

# A separate build folder, so the warnings-as-errors flags never force `make run` to rebuild.
unit-tests:
	$(SWIFT) build --build-tests --scratch-path .build-test -Xswiftc -warnings-as-errors
	scripts/with-xvfb $(SWIFT) test --skip-build --scratch-path .build-test

# The real app under Xvfb, driven by xdotool and read back through AT-SPI.
window-tests: unit-tests
	CALCULATOR_BRAIN_BINARY=.build-test/debug/calculator-brain \
		scripts/with-xvfb $(SYSTEM_PYTHON) -m pytest -q -p no:cacheprovider Tests/Window

# Screenshots of the real window for README: tall and wide, light and dark, both notations.
screenshots: build test-deps
	scripts/with-xvfb $(SYSTEM_PYTHON) Tests/Window/screenshots.py data/screenshots

clean:
	rm -rf .build .build-test
