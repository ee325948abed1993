#!/bin/sh
# Builds the CGSuite peer of `npm run bench` (bench/cgsuite/README.md).
# Usage: bench/cgsuite/build.sh <cgsuite checkout, or its bare git directory> [output dir]
set -eu
src=$1
out=${2:-$(dirname "$0")/build}
here=$(cd "$(dirname "$0")" && pwd)
core=lib/core/src/main/scala/org/cgsuite/core
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/org/cgsuite/core"
for f in CanonicalShortGameOps Thermograph Trajectory; do
  if [ -d "$src/$core" ]; then cp "$src/$core/$f.java" "$tmp/org/cgsuite/core/"
  else git --git-dir="$src" show "HEAD:$core/$f.java" >"$tmp/org/cgsuite/core/$f.java"; fi
done
node "$here/patch.mjs" "$tmp/org/cgsuite/core"
cp -r "$here/standins/." "$tmp/"
cp "$here/CgsuitePeer.java" "$tmp/org/cgsuite/core/"
mkdir -p "$out"
javac -nowarn -encoding UTF-8 -d "$out" $(find "$tmp" -name '*.java')
echo "built $out (run: java -cp $out org.cgsuite.core.CgsuitePeer)"
