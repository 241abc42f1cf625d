# Calculator Brain: `make run` opens the calculator, `make test` runs every test.
# Both install what is missing first (Debian packages via apt-get).

export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift

BUILD_PACKAGES := libgtk-4-dev pkg-config gettext
TEST_PACKAGES := xvfb xauth xdotool xclip dbus-x11 at-spi2-core python3-pyatspi python3-pytest \
	desktop-file-utils appstream \
	gir1.2-atspi-2.0 x11-utils imagemagick
# Debian's Python, which has pyatspi (another python3 may come first on PATH).
SYSTEM_PYTHON := /usr/bin/python3

PREFIX ?= /usr/local
DESTDIR ?=
# The binary to install; empty means a release build made here.
BINARY ?=
APP_ID := io.github.calculatorbrain.Calculator
SHARE = $(DESTDIR)$(PREFIX)/share
INSTALLED_FILES = $(DESTDIR)$(PREFIX)/bin/calculator-brain \
	$(SHARE)/calculator-brain/style.css \
	$(SHARE)/applications/$(APP_ID).desktop \
	$(SHARE)/metainfo/$(APP_ID).metainfo.xml \
	$(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg \
	$(SHARE)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	$(foreach language,$(LANGUAGES),$(SHARE)/locale/$(language)/LC_MESSAGES/calculator-brain.mo)

.PHONY: translations run build test lint unit-tests window-tests screenshots deps test-deps clean install uninstall

LANGUAGES := $(shell cat po/LINGUAS)
CATALOGS := $(foreach language,$(LANGUAGES),.build/locale/$(language)/LC_MESSAGES/calculator-brain.mo)

run: build
	.build/debug/calculator-brain

build: deps translations
	$(SWIFT) build --product calculator-brain

# Compiled translations, where the app finds them when run from the source tree.
translations: $(CATALOGS)

.build/locale/%/LC_MESSAGES/calculator-brain.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

deps:
	@scripts/ensure-debian-packages $(BUILD_PACKAGES)

test-deps: deps
	@scripts/ensure-debian-packages $(TEST_PACKAGES)

test: test-deps lint translations unit-tests window-tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

# A separate build folder, so the warnings-as-errors flags never force `make run` to rebuild.
unit-tests:
	$(SWIFT) build --build-tests --scratch-path .build-test -Xswiftc -warnings-as-errors
	scripts/with-xvfb $(SWIFT) test --skip-build --scratch-path .build-test

# The real app under Xvfb, driven by xdotool and read back through AT-SPI; and an installed
# tree, validated and run.
window-tests: unit-tests
	CALCULATOR_BRAIN_BINARY=.build-test/debug/calculator-brain \
		scripts/with-xvfb $(SYSTEM_PYTHON) -m pytest -q -p no:cacheprovider Tests/Window Tests/Desktop

# Screenshots of the real window for README: tall and wide, light and dark, both notations.
screenshots: build test-deps
	scripts/with-xvfb $(SYSTEM_PYTHON) Tests/Window/screenshots.py data/screenshots

install: deps translations
	@if [ -z "$(BINARY)" ]; then $(SWIFT) build -c release --product calculator-brain; fi
	install -Dm755 $(or $(BINARY),.build/release/calculator-brain) $(DESTDIR)$(PREFIX)/bin/calculator-brain
	install -Dm644 data/style.css $(SHARE)/calculator-brain/style.css
	install -Dm644 data/$(APP_ID).desktop $(SHARE)/applications/$(APP_ID).desktop
	install -Dm644 data/$(APP_ID).metainfo.xml $(SHARE)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 data/icons/hicolor/scalable/apps/$(APP_ID).svg $(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 data/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
		$(SHARE)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	for language in $(LANGUAGES); do install -Dm644 .build/locale/$$language/LC_MESSAGES/calculator-brain.mo \
		$(SHARE)/locale/$$language/LC_MESSAGES/calculator-brain.mo; done

uninstall:
	rm -f $(INSTALLED_FILES)
	-rmdir $(SHARE)/calculator-brain 2>/dev/null

clean:
	rm -rf .build .build-test
