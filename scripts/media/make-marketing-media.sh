#!/usr/bin/env bash
# Regenerates the shop's marketing media (media/marketing/) and PWA icons (public/icons/,
# public/favicon.svg). Everything is drawn here as SVG, so the output is reproducible and needs
# no stock assets: SVG -> PNG with librsvg, PNG -> WebP with ImageMagick, frames -> video with ffmpeg.
# Needs: node 24, ffmpeg, imagemagick, librsvg2-bin (rsvg-convert), fonts-noto-cjk.
set -euo pipefail

# Contact details printed on the contact images and encoded in the WeChat QR code.
WECHAT_ID="CrossBorderCS"
CS_PHONE="+86 400-820-2007"

FPS=24
LOOP_SECONDS=5

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/media/marketing"
ICONS="$ROOT/public/icons"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

need() { command -v "$1" >/dev/null 2>&1 || { echo "missing '$1' (apt-get install -y $2)" >&2; exit 1; }; }
need node nodejs
need ffmpeg ffmpeg
need convert imagemagick
need rsvg-convert librsvg2-bin
fc-list : family | grep 'Noto Sans CJK' >/dev/null || { echo "missing Noto Sans CJK (apt-get install -y fonts-noto-cjk)" >&2; exit 1; }

mkdir -p "$OUT" "$ICONS"
JOBS="$(nproc 2>/dev/null || echo 2)"
size_of() { stat -c %s "$1"; }

# ImageMagick 6's built-in SVG reader ignores gradients, so rsvg-convert rasterises the SVGs.
render() { rsvg-convert -w "$2" -h "$3" -o "$4" "$1"; }

# PNG -> WebP at quality 75, stepping down until the file fits its budget (KB).
to_webp() {
  local src=$1 dst=$2 max_kb=$3 q
  for q in 75 70 65 60 55 50 45; do
    convert "$src" -strip -quality "$q" -define webp:method=6 "$dst"
    (( $(size_of "$dst") <= max_kb * 1024 )) && return 0
  done
  echo "warning: $dst is over ${max_kb} KB even at quality $q" >&2
}

echo "== drawing SVGs"
WECHAT_ID="$WECHAT_ID" CS_PHONE="$CS_PHONE" FPS="$FPS" LOOP_SECONDS="$LOOP_SECONDS" \
  node "$ROOT/scripts/media/generate.ts" "$WORK"

echo "== stills"
while IFS=$'\t' read -r -u 3 name w h max_kb; do
  render "$WORK/stills/$name.svg" "$w" "$h" "$WORK/stills/$name.png"
  to_webp "$WORK/stills/$name.png" "$OUT/$name.webp" "$max_kb"
done 3< "$WORK/stills.tsv"
cp "$WORK/wechat-qr.png" "$OUT/wechat-qr.png"

echo "== videos"
export -f render
while IFS=$'\t' read -r -u 3 name w h max_kb; do
  dir="$WORK/frames/$name"
  find "$dir" -name '*.svg' -print0 |
    xargs -0 -P "$JOBS" -I{} bash -c 'render "$1" "$2" "$3" "${1%.svg}.png"' _ {} "$w" "$h"
  # The poster is the first frame, so the page shows the same picture before the video plays.
  to_webp "$dir/0000.png" "$OUT/$name-poster.webp" 120
  for crf in 32 36 40 44 48; do
    ffmpeg -nostdin -v error -y -framerate "$FPS" -i "$dir/%04d.png" -an -c:v libvpx-vp9 -b:v 0 -crf "$crf" \
      -row-mt 1 -deadline good -cpu-used 2 -g $((FPS * LOOP_SECONDS)) -pix_fmt yuv420p "$OUT/$name.webm"
    (( $(size_of "$OUT/$name.webm") <= max_kb * 1024 )) && break
  done
  for crf in 24 27 30 33 36; do
    ffmpeg -nostdin -v error -y -framerate "$FPS" -i "$dir/%04d.png" -an -c:v libx264 -preset slow -tune animation \
      -crf "$crf" -profile:v high -pix_fmt yuv420p -movflags +faststart "$OUT/$name.mp4"
    (( $(size_of "$OUT/$name.mp4") <= max_kb * 1024 )) && break
  done
  rm -f "$dir"/*.png
  echo "   $name: webm $(( $(size_of "$OUT/$name.webm") / 1024 )) KB, mp4 $(( $(size_of "$OUT/$name.mp4") / 1024 )) KB"
done 3< "$WORK/videos.tsv"

echo "== icons"
render "$WORK/icons/icon.svg" 192 192 "$ICONS/icon-192.png"
render "$WORK/icons/icon.svg" 512 512 "$ICONS/icon-512.png"
render "$WORK/icons/maskable.svg" 512 512 "$ICONS/maskable-512.png"
render "$WORK/icons/apple.svg" 180 180 "$ICONS/apple-touch-icon.png"
for png in "$ICONS"/*.png; do convert "$png" -strip "$png"; done
cp "$WORK/icons/favicon.svg" "$ROOT/public/favicon.svg"

echo "== done: $(du -sh "$OUT" | cut -f1) in media/marketing"
