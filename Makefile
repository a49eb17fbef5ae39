# myca — the entry points people type. See README.md.
SWIFT      ?= swift
PREFIX     ?= /usr/local
DESTDIR    ?=
BUILD_DIR  := .build/release
BIN        := $(BUILD_DIR)/myca
SWIFTFLAGS := -Xswiftc -warnings-as-errors

# Debian packages the build and the tests need. Test tools: zbar-tools and
# zxing-cpp-tools decode our QR codes; ez-vcard (+ vinnie, a JRE) validates vCards and
# belcard (libbelcard-dev, built with g++) parses them; zsh and fish check completions.
DEB_PACKAGES := libqrencode-dev libpng-dev pkg-config zbar-tools zxing-cpp-tools \
                libez-vcard-java libvinnie-java default-jre-headless libbelcard-dev g++ \
                zsh fish
# Only the benchmarks need these: the tools people would use instead of myca.
BENCH_PACKAGES := qrencode python3-segno hyperfine time

.PHONY: all build deps bench-deps test demo install uninstall clean bench fuzz samples

all: build

# Installs whatever is missing (sudo when not root); does nothing when all are there.
deps:
	@./scripts/apt-ensure $(DEB_PACKAGES)

bench-deps:
	@./scripts/apt-ensure $(BENCH_PACKAGES)

# Start-up time: one card must cost about what `qrencode` does (bench/README.md).
# - --no-export-dynamic: the Swift driver exports every symbol of an executable, which
#   only makes the dynamic loader's work slower (about 0.7 ms a command).
# - The C++ runtime under the Swift runtime is linked in: loading and relocating
#   libstdc++.so and libgcc_s.so cost about 0.6 ms a command. The toolchain's link
#   file asks for `-lstdc++`, so a folder holding only the static archive goes first
#   on the library path; -static-libgcc does the same for libgcc_s.
# - --disable-local-rpath: no $ORIGIN run path, where the loader would first look
#   for each library in vain.
STATIC_CXX := .build/static-cxx
RELEASEFLAGS := --static-swift-stdlib --disable-local-rpath -Xlinker --no-export-dynamic \
                -Xlinker -L$(abspath $(STATIC_CXX)) -Xswiftc -Xclang-linker -Xswiftc -static-libgcc

build: deps
	@mkdir -p $(STATIC_CXX)
	@lib=$$($(CXX) -print-file-name=libstdc++.a); \
	    [ -f "$$lib" ] || { echo "make: libstdc++.a not found ($(CXX) -print-file-name): run 'make deps'" >&2; exit 1; }; \
	    ln -sfn "$$lib" $(STATIC_CXX)/libstdc++.a
	$(SWIFT) build -c release $(RELEASEFLAGS) $(SWIFTFLAGS)

test: build
	MYCA_BIN="$(abspath $(BIN))" MYCA_SHARED="$(abspath ../shared)" $(SWIFT) test $(SWIFTFLAGS)

demo: build
	@echo "== myca export --sample (vCard 4.0)"
	@$(BIN) export --sample
	@echo
	@echo "== myca show --sample"
	@$(BIN) show --sample --color=always
	@mkdir -p demo-out
	@$(BIN) qr --sample --png demo-out/sample-card.png --size 30mm --dpi 600 -v
	@echo "wrote demo-out/sample-card.png (30 mm at 600 dpi, ready to print)"

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1"
	install -m 0755 $(BIN) "$(DESTDIR)$(PREFIX)/bin/myca"
	$(BIN) help --man > "$(DESTDIR)$(PREFIX)/share/man/man1/myca.1"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/myca" "$(DESTDIR)$(PREFIX)/share/man/man1/myca.1"

bench: build bench-deps
	./bench/run

# libFuzzer harnesses (fuzz/, a separate package the normal build never sees): each
# runs FUZZ_SECONDS over a corpus seeded from fuzz/seeds/HARNESS and
# fuzz/regressions/HARNESS (the vCard harness also from samples/ and
# ../shared/corpus/vcards). Findings land in fuzz/artifacts/HARNESS/; a finding becomes
# a file in fuzz/regressions/HARNESS/ that the tests replay (docs/SECURITY.md).
FUZZ_SECONDS   ?= 60
FUZZ_HARNESSES ?= FuzzVCard FuzzCSV FuzzJSON FuzzArguments FuzzTemplate
FUZZ_SHARED    := $(abspath ../shared)/corpus/vcards

fuzz:
	$(SWIFT) build --package-path fuzz -c debug -Xswiftc -sanitize=fuzzer,address
	@set -e; for h in $(FUZZ_HARNESSES); do \
	    echo "== $$h for $(FUZZ_SECONDS) s"; \
	    vcards=; [ $$h = FuzzVCard ] && vcards="samples $(FUZZ_SHARED)"; \
	    fuzz/run-one.sh $$h $(FUZZ_SECONDS) fuzz/corpus/$$h $$vcards fuzz/seeds/$$h fuzz/regressions/$$h; \
	done

# Rewrites samples/*.vcf from the model with the current vCard writer (review the diff).
samples: build
	MYCA_WRITE_SAMPLES=1 $(SWIFT) test $(SWIFTFLAGS) --filter SampleFilesTests

clean:
	rm -rf .build demo-out bench/out fuzz/.build fuzz/corpus fuzz/artifacts
