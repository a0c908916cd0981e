#!/usr/bin/env bash
# Installs what hlsc needs on Debian (12 "bookworm" or later) when missing.
# Idempotent: does nothing when everything is present.
set -euo pipefail

PKGS=(make gcc g++ clang-19 libclang-rt-19-dev libclang-19-dev libclang-cpp19-dev llvm-19-dev liblemon-dev verilator iverilog yosys nextpnr-ice40 chromium graphviz csmith libcsmith-dev creduce python3 libpython3-dev)

missing=()
for p in "${PKGS[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null; then SUDO="sudo"; else
      echo "setup: need root (or sudo) to install: ${missing[*]}" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

for tool in clang-19 llvm-config-19 verilator iverilog yosys nextpnr-ice40 chromium dot csmith creduce; do
  command -v "$tool" >/dev/null || { echo "setup: $tool not found after install" >&2; exit 1; }
done
