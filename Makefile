# GestureLock — build, run and test on Debian 12 with the Swift toolchain.
# `make run` opens the lock pad; `make test` runs every test (unit, CLI, and the pad under Xvfb).

SWIFT ?= swift
# Debian packages the build, the tests and the pad need.
DEB_PACKAGES := libcairo2-dev libsdl2-dev libssl-dev libsqlite3-dev pkg-config libpango1.0-dev \
  fonts-noto-cjk fonts-dejavu-core xvfb xdotool imagemagick librsvg2-bin faketime
RELEASE_BIN := .build/release/gesturelock

.PHONY: all deps build run test lint format clean

all: build

## deps: install the Debian packages that are missing (as root), or print the command to do so.
deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q "install ok installed" \
	    || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "make deps: installing$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  else \
	    echo "make deps: missing Debian packages. Install them with:"; \
	    echo "  sudo apt-get install$$missing"; \
	    exit 1; \
	  fi; \
	fi

## build: the release build of the gesturelock executable.
build: deps
	$(SWIFT) build -c release --product gesturelock

## run: open the lock pad (enrol on first use, then verify).
run: build
	$(RELEASE_BIN) pad $(ARGS)

## test: all tests; pad tests start their own virtual X display (Xvfb).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## lint: check formatting with the toolchain's swift-format.
lint:
	swift-format lint --strict --recursive Sources Tests Package.swift

## format: rewrite sources in the house format.
format:
	swift-format format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build
