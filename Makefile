# Calculator Brain: `make run` opens the calculator, `make test` runs every test.
# Both install what is missing first (Debian packages via apt-get).

export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift

BUILD_PACKAGES :=
TEST_PACKAGES :=

.PHONY: run build test lint unit-tests deps test-deps clean

run: build
	.build/debug/calculator-brain

build: deps
	$(SWIFT) build --product calculator-brain

deps:
	@scripts/ensure-debian-packages $(BUILD_PACKAGES)

test-deps: deps
	@scripts/ensure-debian-packages $(TEST_PACKAGES)

test: test-deps lint unit-tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

# A separate build folder, so the warnings-as-errors flags never force `make run` to rebuild.
unit-tests:
	$(SWIFT) build --build-tests --scratch-path .build-test -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build --scratch-path .build-test

clean:
	rm -rf .build .build-test
