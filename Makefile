# Calculator Brain: `make run` opens the calculator, `make test` runs every test.
# Both install what is missing first (Debian packages via apt-get).

export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift

BUILD_PACKAGES := libgtk-4-dev libsoup-3.0-0 glib-networking libflint-arb-dev libflint-dev libcalcium-dev libantic-dev pkg-config gettext itstool
# Debian's own tools, to build the package and check it.
DEB_PACKAGES := dpkg-dev lintian
BENCH_PACKAGES := gnome-calculator galculator libflint-arb-dev valgrind python3-numpy
TEST_PACKAGES := locales units valgrind xvfb xauth xdotool xclip dbus-x11 at-spi2-core python3-pyatspi python3-pytest python3-xlib python3-mpmath \
	desktop-file-utils appstream yelp-tools \
	gir1.2-atspi-2.0 x11-utils imagemagick python3-pytest-timeout \
	$(DESKTOP_PACKAGES) $(DEB_PACKAGES)
# What every GNOME desktop has: the tests must pass beside them (the window suite's session bus
# is its own, so none of them answers unless a test starts it).
DESKTOP_PACKAGES := xdg-desktop-portal xdg-desktop-portal-gtk yelp
# Debian's Python, which has pyatspi (another python3 may come first on PATH).
SYSTEM_PYTHON := /usr/bin/python3

# Release builds carry the Swift runtime inside: 5 ms faster to start and 4 MiB smaller in
# memory (no dynamic Swift libraries to load and relocate), and an installed binary that does
# not need the toolchain.
RELEASE := -c release --static-swift-stdlib

PREFIX ?= /usr/local
DESTDIR ?=
# The binary to install; empty means a release build made here.
BINARY ?=
APP_ID := io.github.calculatorbrain.Calculator
SHARE = $(DESTDIR)$(PREFIX)/share
INSTALLED_FILES = $(DESTDIR)$(PREFIX)/bin/calculator-brain \
	$(DESTDIR)$(PREFIX)/libexec/calculator-brain/calculator-field \
	$(SHARE)/calculator-brain/style.css \
	$(SHARE)/calculator-brain/org.gnome.Shell.SearchProvider2.xml \
	$(foreach file,$(notdir $(wildcard data/ui/*.ui)),$(SHARE)/calculator-brain/ui/$(file)) \
	$(SHARE)/gnome-shell/search-providers/$(APP_ID).search-provider.ini \
	$(SHARE)/dbus-1/services/$(APP_ID).SearchProvider.service \
	$(SHARE)/applications/$(APP_ID).desktop \
	$(SHARE)/metainfo/$(APP_ID).metainfo.xml \
	$(SHARE)/man/man1/calculator-brain.1 \
	$(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg \
	$(SHARE)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	$(foreach language,$(LANGUAGES),$(SHARE)/locale/$(language)/LC_MESSAGES/calculator-brain.mo)

# The user guide: Mallard pages, each language's made from the English ones by itstool.
HELP_PAGES := $(wildcard help/C/*.page)
HELP_GUIDES = $(foreach language,$(LANGUAGES),.build/help/$(language)/index.page)

.PHONY: help help-check oracle soak fuzz fuzz-build fuzz-smoke bench bench-engines translations run build build-release test lint unit-tests window-tests package-check screenshots deps test-deps clean install uninstall deb

LANGUAGES := $(shell cat po/LINGUAS)
CATALOGS := $(foreach language,$(LANGUAGES),.build/locale/$(language)/LC_MESSAGES/calculator-brain.mo)

run: build
	.build/debug/calculator-brain

build: deps translations
	$(SWIFT) build --product calculator-brain
	$(SWIFT) build --product calculator-field

build-release: deps translations help
	$(SWIFT) build $(RELEASE) --product calculator-brain
	$(SWIFT) build $(RELEASE) --product calculator-field

# The Debian package, .build/calculator-brain_VERSION_ARCH.deb, made by debian/rules with
# dpkg's own tools; `dpkg -i` it as root (apt-get install -f brings what it depends on).
deb:
	@scripts/ensure-debian-packages $(DEB_PACKAGES)
	debian/rules clean
	debian/rules binary OUT=.build

# The package built, checked by lintian, unpacked into a throw-away folder and run there.
package-check: deb
	$(SYSTEM_PYTHON) -m pytest -q -p no:cacheprovider Tests/Package

# Compiled translations, where the app finds them when run from the source tree.
translations: $(CATALOGS)

.build/locale/%/LC_MESSAGES/calculator-brain.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

help: $(HELP_GUIDES)

# Each language's catalog is help/LANGUAGE/LANGUAGE.po (a stem used twice needs a second expansion).
.SECONDEXPANSION:
.build/help/%/index.page: help/$$*/$$*.po $(HELP_PAGES)
	@mkdir -p $(dir $@)
	msgfmt --check -o .build/help/$*.mo $<
	itstool -m .build/help/$*.mo -o $(dir $@) $(HELP_PAGES)

help-check: help
	yelp-check validate help/C/*.page $(HELP_GUIDES:index.page=*.page)

deps:
	@scripts/ensure-debian-packages $(BUILD_PACKAGES)

# The window tests run in German too, where `,` is the decimal point.
TEST_LOCALES := de_DE.UTF-8
test-deps: deps
	@scripts/ensure-debian-packages $(TEST_PACKAGES)
	@scripts/ensure-locale $(TEST_LOCALES)

test: test-deps lint translations help-check unit-tests oracle window-tests package-check fuzz-smoke

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

# A hang fails the run after this many seconds, rather than holding CI for hours.
TEST_TIME_LIMIT ?= 900
LIMITED := timeout --kill-after=10 $(TEST_TIME_LIMIT)

# A separate build folder, so the warnings-as-errors flags never force `make run` to rebuild.
# A GTK warning or critical from the tests that build real windows fails the run.
unit-tests:
	$(SWIFT) build --build-tests --scratch-path .build-test -Xswiftc -warnings-as-errors
	$(LIMITED) scripts/with-xvfb $(SWIFT) test --skip-build --scratch-path .build-test 2>.build-test/stderr; \
		status=$$?; cat .build-test/stderr >&2; \
		if grep -q -e "-CRITICAL \*\*" -e "-WARNING \*\*" .build-test/stderr; then \
			echo "unit-tests: GTK reported warnings (above)" >&2; exit 1; fi; exit $$status

# Every digit the calculator shows, checked against an independent reference (Python's exact
# fractions and mpmath) on ORACLE_PROGRAMS random programs and as many pasted expressions in
# each notation; the same every run (seed 2026), new ones in `make fuzz`. Programmer mode's
# calculations against Python's integers, as many in each notation.
ORACLE_PROGRAMS ?= 5000
BENCH_ORACLE_PROGRAMS ?= 25000
# Expressions that are 0 or whole by construction: at least 99 % must show it, none a wrong
# digit; with the exact field turned off the same check must fail.
IDENTITY_PROGRAMS ?= 2000
# Complex programs (issue 45), each run and pasted: mpmath's principal branches check both
# parts' digits, and with ln's other branch the same check must fail.
COMPLEX_ORACLE_PROGRAMS ?= 10000
BENCH_COMPLEX_ORACLE_PROGRAMS ?= 100000
# Equations (issue 67): polynomials from known roots and sums of sin, cos and e^, every root
# against mpmath's.
SOLVE_ORACLE_PROGRAMS ?= 100
FUNCTION_ORACLE_PROGRAMS ?= 10000
# Calls of the functions of money (issue 56): every digit, and how many rates there are.
MONEY_ORACLE_PROGRAMS ?= 2000
# Calls of the functions of statistics (issue 57), on data with a large common part among them.
STATISTICS_ORACLE_PROGRAMS ?= 3000
# Expressions of quantities (issue 58), each checked against GNU units in a run of its own.
QUANTITY_ORACLE_PROGRAMS ?= 600
BENCH_FUNCTION_ORACLE_PROGRAMS ?= 100000
BENCH_IDENTITY_PROGRAMS ?= 20000
oracle: unit-tests
	.build-test/debug/calculator-bench --oracle-programs $(ORACLE_PROGRAMS) >.build-test/oracle-programs.tsv
	$(SYSTEM_PYTHON) Tests/Oracle/exact_oracle.py .build-test/oracle-programs.tsv
	.build-test/debug/calculator-bench --programmer-oracle-programs $(ORACLE_PROGRAMS) >.build-test/programmer-programs.tsv
	$(SYSTEM_PYTHON) Tests/Oracle/programmer_oracle.py .build-test/programmer-programs.tsv
	for value in 7.3 123.456 1000000; do \
		.build-test/debug/calculator-bench --unit-conversions $$value >.build-test/unit-conversions.tsv && \
		$(SYSTEM_PYTHON) Tests/Oracle/units_oracle.py .build-test/unit-conversions.tsv $$value || exit 1; \
	done
	$(SYSTEM_PYTHON) Tests/Oracle/quantity_oracle.py .build-test/debug/calculator-bench $(QUANTITY_ORACLE_PROGRAMS)
	.build-test/debug/calculator-bench --identity-programs $(IDENTITY_PROGRAMS)
	@if CALCULATOR_BRAIN_FIELD= .build-test/debug/calculator-bench --identity-programs 200 >/dev/null; then \
		echo "the identity oracle passed with the exact field turned off"; exit 1; fi
	.build-test/debug/calculator-bench --complex-oracle-programs $(COMPLEX_ORACLE_PROGRAMS) >.build-test/complex-programs.tsv
	$(SYSTEM_PYTHON) Tests/Oracle/complex_oracle.py .build-test/complex-programs.tsv
	@if $(SYSTEM_PYTHON) Tests/Oracle/complex_oracle.py .build-test/complex-programs.tsv --wrong-branch >/dev/null; then \
		echo "the complex oracle passed with ln on the wrong branch"; exit 1; fi
	.build-test/debug/calculator-bench --function-oracle-programs $(FUNCTION_ORACLE_PROGRAMS) >.build-test/function-programs.tsv
	$(SYSTEM_PYTHON) Tests/Oracle/function_oracle.py .build-test/function-programs.tsv
	@if $(SYSTEM_PYTHON) Tests/Oracle/function_oracle.py .build-test/function-programs.tsv --swapped-arguments >/dev/null; then \
		echo "the function oracle passed with every call's arguments swapped"; exit 1; fi
	.build-test/debug/calculator-bench --money-oracle-programs $(MONEY_ORACLE_PROGRAMS) >.build-test/money-programs.tsv
	$(SYSTEM_PYTHON) Tests/Oracle/money_oracle.py .build-test/money-programs.tsv
	@if $(SYSTEM_PYTHON) Tests/Oracle/money_oracle.py .build-test/money-programs.tsv --wrong-interest >/dev/null; then \
		echo "the money oracle passed with interest charged after each payment"; exit 1; fi
	.build-test/debug/calculator-bench --statistics-oracle-programs $(STATISTICS_ORACLE_PROGRAMS) >.build-test/statistics-programs.tsv
	$(SYSTEM_PYTHON) Tests/Oracle/statistics_oracle.py .build-test/statistics-programs.tsv
	@if $(SYSTEM_PYTHON) Tests/Oracle/statistics_oracle.py .build-test/statistics-programs.tsv --one-pass >/dev/null; then \
		echo "the statistics oracle passed with a one-pass variance in floating point"; exit 1; fi
	.build-test/debug/calculator-bench --solve-oracle-programs $(SOLVE_ORACLE_PROGRAMS) >.build-test/solve-programs.tsv
	$(SYSTEM_PYTHON) Tests/Oracle/solve_oracle.py .build-test/solve-programs.tsv
	@if $(SYSTEM_PYTHON) Tests/Oracle/solve_oracle.py .build-test/solve-programs.tsv --shifted-roots >/dev/null; then \
		echo "the solve oracle passed with every root moved in its 14th digit"; exit 1; fi

# One window test that runs longer fails with its name and every thread's stack, and the
# suite goes on to the next.
WINDOW_TEST_TIME_LIMIT ?= 120
# The real app under Xvfb, driven by xdotool and read back through AT-SPI; and an installed
# tree, validated and run. The release build, which users run (and the package is made of):
# it starts and computes faster than the debug build. Two parts at once, each on an X server
# of its own (scripts/window-tests).
window-tests: unit-tests build-release
	CALCULATOR_BRAIN_BINARY=.build/release/calculator-brain \
		$(LIMITED) scripts/window-tests --timeout $(WINDOW_TEST_TIME_LIMIT) Tests/Window Tests/Desktop

# Screenshots of the real window for README: tall and wide, light and dark, both notations.
screenshots: build test-deps
	scripts/with-xvfb $(SYSTEM_PYTHON) Tests/Window/screenshots.py data/screenshots

# Start-up and memory against a bare GTK 4 window, gnome-calculator and galculator; then the
# brain at 10^3 to 10^6 steps. Timing goals live here, never in tests.
bench: test-deps
	@scripts/ensure-debian-packages $(BENCH_PACKAGES)
	$(SWIFT) build $(RELEASE) --product calculator-brain
	$(SWIFT) build $(RELEASE) --product calculator-field
	$(SWIFT) build $(RELEASE) --product calculator-bench
	scripts/with-xvfb scripts/bench/startup
	scripts/with-xvfb scripts/bench/instructions
	.build/release/calculator-bench
	$(SYSTEM_PYTHON) scripts/bench/money
	scripts/with-xvfb $(SYSTEM_PYTHON) scripts/bench/data
	scripts/with-xvfb $(SYSTEM_PYTHON) scripts/bench/line
	@echo; echo "Solving (ms, findings, the slowest of the keys pressed meanwhile as the window does, the first roots): 20 polynomials of degree 50, then sin(1/x) = 0 on [0.01, 1]:"
	scripts/bench/solve | .build/release/calculator-bench --solve
	@echo; echo "| a 10⁵-step session, restored and shown | MiB resident |"; echo "|---|---:|"
	@for shape in 0 1 2 3 4 5; do .build/release/calculator-bench --session-memory $$shape; done
	@echo; echo "| the first unit typed in a fresh process (issue 68) | main thread held, ms |"; echo "|---|---:|"
	@for mode in before first prepared; do .build/release/calculator-bench --first-unit $$mode; done
	$(MAKE) --no-print-directory bench-engines
	@echo "The oracle on $(BENCH_ORACLE_PROGRAMS) programs a notation and as many pastes (seed 2027):"
	.build/release/calculator-bench --oracle-programs $(BENCH_ORACLE_PROGRAMS) 2027 >.build/oracle-programs.tsv
	$(SYSTEM_PYTHON) Tests/Oracle/exact_oracle.py .build/oracle-programs.tsv
	.build/release/calculator-bench --identity-programs $(BENCH_IDENTITY_PROGRAMS) 2027
	.build/release/calculator-bench --complex-oracle-programs $(BENCH_COMPLEX_ORACLE_PROGRAMS) 2027 \
		| $(SYSTEM_PYTHON) Tests/Oracle/complex_oracle.py -
	.build/release/calculator-bench --function-oracle-programs $(BENCH_FUNCTION_ORACLE_PROGRAMS) 2027 \
		| $(SYSTEM_PYTHON) Tests/Oracle/function_oracle.py -

# Issue 24's engine measurement, Arb's side (docs/NUMBERS-ENGINE.md has both sides).
bench-engines:
	@scripts/ensure-debian-packages libflint-arb-dev
	@mkdir -p .build
	clang -O2 -Wall -o .build/engine-arb scripts/bench/engine-arb.c -lflint-arb -lflint -lgmp -lmpfr
	.build/engine-arb

# libFuzzer over the key stream, the paste parser and the session loader, for FUZZ_SECONDS;
# it works on a copy of the committed seeds, so nothing it writes lands in the tree. Then the
# Swift oracle on more programs, 50 000 new programs and pastes a notation against mpmath, and 20 000
# random key sequences (each a few minutes: exact numbers cost more than Doubles did).
FUZZ_SECONDS ?= 120
FUZZ_RUN = rm -rf .build-fuzz/corpus && cp -r Tests/Fuzz/corpus .build-fuzz/corpus && \
	SWIFT_BACKTRACE=enable=no .build-fuzz/release/calculator-fuzz -rss_limit_mb=4096 \
	-artifact_prefix=.build-fuzz/ .build-fuzz/corpus
fuzz-build: deps
	$(SWIFT) build -c release --product calculator-fuzz --scratch-path .build-fuzz \
		--sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address

# `make test`'s short run: every committed seed (the hostile sessions among them), then
# FUZZ_SMOKE_SECONDS of new inputs.
FUZZ_SMOKE_SECONDS ?= 30
fuzz-smoke: fuzz-build
	$(FUZZ_RUN) -max_total_time=$(FUZZ_SMOKE_SECONDS)

fuzz: test-deps fuzz-build
	$(FUZZ_RUN) -max_total_time=$(FUZZ_SECONDS)
	ORACLE_PROGRAMS=10000 $(SWIFT) test --filter OracleTests
	$(SWIFT) build $(RELEASE) --product calculator-bench
	.build/release/calculator-bench --oracle-programs 50000 $$(date +%s) | $(SYSTEM_PYTHON) Tests/Oracle/exact_oracle.py -
	.build/release/calculator-bench --programmer-oracle-programs 100000 $$(date +%s) | $(SYSTEM_PYTHON) Tests/Oracle/programmer_oracle.py -
	.build/release/calculator-bench --random-keys 20000

# The real window under stress: 10 000 random keys and clicks checked against the headless
# mode, then kill -9 while saving, 100 times (each time the session file must be whole); then
# each way of closing the window under valgrind, which must find no invalid read or write.
soak: test-deps
	$(SWIFT) build $(RELEASE) --product calculator-brain
	$(SWIFT) build $(RELEASE) --product calculator-field
	scripts/with-xvfb $(SYSTEM_PYTHON) Tests/Soak/soak.py .build/release/calculator-brain 10000
	scripts/with-xvfb $(SYSTEM_PYTHON) Tests/Soak/crash_safety.py .build/release/calculator-brain 100
	$(SWIFT) build --product calculator-brain
	$(SWIFT) build --product calculator-field
	scripts/with-xvfb $(SYSTEM_PYTHON) Tests/Soak/close_under_valgrind.py .build/debug/calculator-brain

install: $(if $(BINARY),deps translations help,build-release)
	install -Dm755 $(or $(BINARY),.build/release/calculator-brain) $(DESTDIR)$(PREFIX)/bin/calculator-brain
	install -Dm755 $(dir $(or $(BINARY),.build/release/calculator-brain))calculator-field \
		$(DESTDIR)$(PREFIX)/libexec/calculator-brain/calculator-field
	install -Dm644 data/style.css $(SHARE)/calculator-brain/style.css
	install -Dm644 -t $(SHARE)/calculator-brain/ui data/ui/*.ui
	install -Dm644 data/org.gnome.Shell.SearchProvider2.xml \
		$(SHARE)/calculator-brain/org.gnome.Shell.SearchProvider2.xml
	install -Dm644 data/$(APP_ID).search-provider.ini \
		$(SHARE)/gnome-shell/search-providers/$(APP_ID).search-provider.ini
	@mkdir -p $(SHARE)/dbus-1/services
	sed 's|@BINDIR@|$(PREFIX)/bin|' data/$(APP_ID).SearchProvider.service.in \
		>$(SHARE)/dbus-1/services/$(APP_ID).SearchProvider.service
	install -Dm644 data/$(APP_ID).desktop $(SHARE)/applications/$(APP_ID).desktop
	install -Dm644 data/$(APP_ID).metainfo.xml $(SHARE)/metainfo/$(APP_ID).metainfo.xml
	@mkdir -p $(SHARE)/man/man1
	scripts/manual-page $(or $(BINARY),.build/release/calculator-brain) >$(SHARE)/man/man1/calculator-brain.1
	install -Dm644 data/icons/hicolor/scalable/apps/$(APP_ID).svg $(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 data/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
		$(SHARE)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	for language in $(LANGUAGES); do install -Dm644 .build/locale/$$language/LC_MESSAGES/calculator-brain.mo \
		$(SHARE)/locale/$$language/LC_MESSAGES/calculator-brain.mo; done
	install -Dm644 -t $(SHARE)/help/C/$(APP_ID) $(HELP_PAGES)
	for language in $(LANGUAGES); do install -Dm644 -t $(SHARE)/help/$$language/$(APP_ID) \
		.build/help/$$language/*.page; done

uninstall:
	rm -f $(INSTALLED_FILES)
	rm -rf $(foreach language,C $(LANGUAGES),$(SHARE)/help/$(language)/$(APP_ID))
	-rmdir $(SHARE)/calculator-brain/ui $(SHARE)/calculator-brain 2>/dev/null

clean:
	rm -rf .build .build-test .build-fuzz debian/calculator-brain debian/files debian/calculator-brain.substvars
