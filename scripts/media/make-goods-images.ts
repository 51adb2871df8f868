// Draws a flat product illustration for every seeded good and rasterises it to WebP.
//
//   node scripts/media/make-goods-images.ts            # all goods
//   node scripts/media/make-goods-images.ts urban      # only goods whose slug contains "urban"
//
// Output, for each path listed in SeedGood.images (relative to media/):
//   media/goods/<line>/<slug>-<n>.webp        800x800
//   media/goods/<line>/<slug>-<n>-thumb.webp  320x320
//
// Rasterising uses ImageMagick (`convert -density 96 in.svg -quality 72 out.webp`). Debian's
// ImageMagick 6 renders SVG with its own minimal MSVG renderer, which drops clip paths, opacity
// and curved outlines; when librsvg's `rsvg-convert` is installed we let it draw the SVG to PNG
// and ImageMagick does the WebP encoding, which gives the intended result.

import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { thumbPath } from '../../contract/media.ts'
import { goods, type SeedGood } from '../../server/db/seed/catalogue-data.ts'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
const MEDIA = join(ROOT, 'media')
const SIZE = 800
const THUMB = 320

// ───────────────────────── colours ─────────────────────────

const PALETTE = [
  '#e4572e', '#2e86ab', '#3bb273', '#f2a541', '#7768ae', '#e15a97', '#1b998b',
  '#c0392b', '#34495e', '#ff8c42', '#4f6d7a', '#8e44ad', '#d35400', '#16a085',
  '#2c3e50', '#b5838d', '#6a994e', '#277da1',
]
const ACCENTS = ['#ffd166', '#06d6a0', '#ef476f', '#118ab2', '#f4a261', '#e9c46a', '#90e0ef', '#ffafcc', '#b8f2e6']

function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function hex(r: number, g: number, b: number): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Mix colour a towards b by t (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  return hex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t)
}
const tint = (c: string, t: number) => mix(c, '#ffffff', t)
const shade = (c: string, t: number) => mix(c, '#000000', t)

interface Colours {
  main: string
  second: string
  accent: string
  dark: string
  metal: string
}

function coloursFor(g: SeedGood): Colours {
  const h = hash(g.slug)
  const main = PALETTE[h % PALETTE.length]
  let second = PALETTE[(h >>> 5) % PALETTE.length]
  if (second === main) second = PALETTE[(h + 7) % PALETTE.length]
  return { main, second, accent: ACCENTS[(h >>> 9) % ACCENTS.length], dark: '#23262b', metal: '#c8ccd2' }
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

// ───────────────────────── shared pieces ─────────────────────────

function wheel(cx: number, cy: number, r: number, rim: string, hub = '#555a60'): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1d1f22"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.74}" fill="#34383d"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="${rim}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.36}" fill="${shade(rim, 0.18)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="${hub}"/>`
}

function shadow(cx: number, cy: number, rx: number, colour: string): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.max(10, rx * 0.06)}" fill="${colour}"/>`
}

// Each drawer returns SVG content in an 800x800 space, product resting on y≈650,
// plus a focus point used for the zoomed detail view.
interface Drawing {
  body: string
  focus: [number, number]
}

// ───────────────────────── scooter ─────────────────────────

function scooter(g: SeedGood, c: Colours, shadowColour: string): Drawing {
  const perf = g.categorySlug === 'performance'
  const kids = g.categorySlug === 'kids'
  const ground = 650
  const r = perf ? 88 : kids ? 52 : 68
  const rearX = kids ? 250 : 215
  const frontX = kids ? 560 : 600
  const cy = ground - r
  const deckTop = cy - (perf ? 34 : 22)
  const deckH = perf ? 40 : kids ? 24 : 28
  const stemTopY = kids ? 300 : perf ? 205 : 185
  const stemTopX = frontX - (kids ? 30 : 52)
  const stemW = perf ? 28 : kids ? 18 : 22
  const parts: string[] = []
  parts.push(shadow(400, ground + 4, 330, shadowColour))
  // rear mudguard + tail light
  parts.push(`<path d="M${rearX - r - 8} ${cy + 4} A${r + 14} ${r + 14} 0 0 1 ${rearX + r * 0.7} ${cy - r - 4}" fill="none" stroke="${shade(c.main, 0.25)}" stroke-width="12" stroke-linecap="round"/>`)
  parts.push(`<rect x="${rearX - r - 22}" y="${cy - 14}" width="18" height="12" rx="4" fill="#e63946"/>`)
  // wheels
  parts.push(wheel(rearX, cy, r, perf ? c.accent : c.metal))
  if (kids) parts.push(wheel(frontX + 26, cy, r, c.accent, '#ffffff'))
  parts.push(wheel(frontX, cy, r, kids ? c.accent : perf ? c.accent : c.metal, kids ? '#ffffff' : '#555a60'))
  // swing arm / deck
  if (perf) {
    parts.push(`<path d="M${rearX} ${cy} L${rearX + 120} ${deckTop + deckH - 6}" stroke="${c.dark}" stroke-width="22" stroke-linecap="round"/>`)
    // rear shock spring
    let z = `M${rearX + 40} ${cy - 10}`
    for (let i = 1; i <= 8; i++) z += ` L${rearX + 40 + i * 7 + (i % 2 ? 14 : -4)} ${cy - 10 - i * 8}`
    parts.push(`<path d="${z}" fill="none" stroke="${c.accent}" stroke-width="7" stroke-linejoin="round"/>`)
  }
  parts.push(`<rect x="${rearX - 6}" y="${deckTop}" width="${frontX - rearX - 50}" height="${deckH}" rx="${deckH / 2}" fill="${c.main}"/>`)
  parts.push(`<rect x="${rearX + 20}" y="${deckTop - 6}" width="${frontX - rearX - 100}" height="10" rx="5" fill="${c.dark}"/>`)
  parts.push(`<rect x="${rearX + 60}" y="${deckTop + deckH * 0.45}" width="${frontX - rearX - 190}" height="5" rx="2.5" fill="${tint(c.main, 0.45)}"/>`)
  // kickstand
  if (!kids) parts.push(`<path d="M${rearX + 90} ${deckTop + deckH} L${rearX + 60} ${ground - 4}" stroke="${c.dark}" stroke-width="7" stroke-linecap="round"/>`)
  // neck joining deck to stem
  parts.push(`<path d="M${frontX - 90} ${deckTop + deckH / 2} L${frontX - 40} ${deckTop - 40}" stroke="${c.main}" stroke-width="${stemW + 8}" stroke-linecap="round"/>`)
  // fork + stem
  parts.push(`<path d="M${frontX} ${cy} L${frontX - 24} ${cy - 130}" stroke="${c.dark}" stroke-width="${stemW - 4}" stroke-linecap="round"/>`)
  if (perf) {
    parts.push(`<path d="M${frontX + 10} ${cy} L${frontX - 14} ${cy - 130}" stroke="${c.accent}" stroke-width="10" stroke-linecap="round"/>`)
  }
  parts.push(`<path d="M${frontX - 24} ${cy - 130} L${stemTopX} ${stemTopY}" stroke="${c.main}" stroke-width="${stemW}" stroke-linecap="round"/>`)
  if (perf) parts.push(`<path d="M${frontX - 40} ${cy - 130} L${stemTopX - 16} ${stemTopY + 10}" stroke="${shade(c.main, 0.3)}" stroke-width="${stemW - 10}" stroke-linecap="round"/>`)
  // folding clamp
  parts.push(`<rect x="${frontX - 48}" y="${cy - 150}" width="44" height="22" rx="8" fill="${c.dark}"/>`)
  // front mudguard
  parts.push(`<path d="M${frontX - r * 0.6} ${cy - r - 6} A${r + 12} ${r + 12} 0 0 1 ${frontX + r + 8} ${cy}" fill="none" stroke="${shade(c.main, 0.25)}" stroke-width="10" stroke-linecap="round"/>`)
  // headlight
  const hlY = stemTopY + (cy - 130 - stemTopY) * 0.55
  const hlX = stemTopX + (frontX - 24 - stemTopX) * 0.55
  parts.push(`<circle cx="${hlX + 14}" cy="${hlY}" r="14" fill="#fff3b0" stroke="${c.dark}" stroke-width="5"/>`)
  // handlebar
  const hw = kids ? 70 : 62
  parts.push(`<path d="M${stemTopX - hw} ${stemTopY + 6} L${stemTopX + hw} ${stemTopY - 2}" stroke="${c.dark}" stroke-width="14" stroke-linecap="round"/>`)
  parts.push(`<path d="M${stemTopX - hw} ${stemTopY + 6} L${stemTopX - hw + 34} ${stemTopY + 4}" stroke="#111" stroke-width="20" stroke-linecap="round"/>`)
  parts.push(`<path d="M${stemTopX + hw - 34} ${stemTopY} L${stemTopX + hw} ${stemTopY - 2}" stroke="#111" stroke-width="20" stroke-linecap="round"/>`)
  parts.push(`<rect x="${stemTopX - 22}" y="${stemTopY - 30}" width="44" height="24" rx="7" fill="${c.dark}"/>`)
  parts.push(`<rect x="${stemTopX - 15}" y="${stemTopY - 24}" width="30" height="12" rx="3" fill="${c.accent}"/>`)
  return { body: parts.join(''), focus: [frontX - 30, cy - 80] }
}

// ───────────────────────── ski boot ─────────────────────────

function buckle(x: number, y: number, angle: number, c: Colours): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="-52" y="-7" width="70" height="14" rx="4" fill="${c.metal}"/>` +
    `<rect x="8" y="-13" width="46" height="26" rx="8" fill="${c.dark}"/>` +
    `<rect x="16" y="-5" width="30" height="10" rx="5" fill="${c.accent}"/></g>`
}

function skiBoot(g: SeedGood, c: Colours, shadowColour: string): Drawing {
  const junior = g.categorySlug === 'junior'
  const rearEntry = g.slug.includes('junior-60')
  const touring = g.categorySlug === 'freeride'
  const shell = shade(c.main, 0.15)
  const cuff = c.main
  const p: string[] = []
  p.push(shadow(410, 662, 260, shadowColour))
  // sole
  p.push(`<rect x="190" y="618" width="460" height="40" rx="12" fill="#2a2c30"/>`)
  p.push(`<rect x="200" y="640" width="120" height="18" rx="6" fill="#141517"/><rect x="520" y="640" width="120" height="18" rx="6" fill="#141517"/>`)
  // lower shell
  p.push(`<path d="M205 622 L205 470 C205 430 232 408 272 404 L330 400 C400 420 460 440 520 480 C585 518 640 560 648 622 Z" fill="${shell}"/>`)
  // toe welt and heel piece
  p.push(`<path d="M560 600 C600 598 630 606 648 622 L560 622 Z" fill="${shade(shell, 0.3)}"/>`)
  p.push(`<path d="M205 560 L250 560 L260 622 L205 622 Z" fill="${shade(shell, 0.3)}"/>`)
  // accent stripe along shell
  p.push(`<path d="M230 520 C330 520 450 535 590 580" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>`)
  // cuff, leaning forward around the hinge rivet
  p.push(`<g transform="rotate(9 330 420)">`)
  p.push(`<path d="M248 172 Q256 146 290 146 L466 160 Q490 164 492 190 L506 430 Q440 458 356 452 L240 442 Z" fill="${cuff}"/>`)
  // liner collar
  p.push(`<path d="M258 150 L470 164 L470 128 Q468 112 448 111 L282 102 Q262 104 260 124 Z" fill="${touring ? c.second : '#3a3d42'}"/>`)
  // tongue
  p.push(`<path d="M452 150 Q500 148 508 196 L522 424 L476 434 Z" fill="${shade(cuff, 0.35)}"/>`)
  // power strap
  p.push(`<rect x="430" y="170" width="92" height="30" rx="8" fill="${c.dark}"/><rect x="440" y="181" width="72" height="6" rx="3" fill="${c.accent}"/>`)
  // buckles
  if (rearEntry) {
    p.push(`<path d="M250 180 L250 430" stroke="${shade(cuff, 0.3)}" stroke-width="8"/>`)
    p.push(buckle(300, 300, 0, c))
  } else {
    p.push(buckle(450, 250, -4, c), buckle(458, 350, -4, c))
  }
  // walk-mode lever for touring boots
  if (touring) p.push(`<rect x="226" y="300" width="26" height="86" rx="10" fill="${c.dark}"/><rect x="232" y="312" width="14" height="30" rx="6" fill="${c.accent}"/>`)
  p.push('</g>')
  if (!rearEntry) {
    p.push(buckle(520, 470, 28, c))
    if (!junior || g.slug.includes('pro')) p.push(buckle(585, 530, 34, c))
  }
  // hinge rivet
  p.push(`<circle cx="330" cy="420" r="16" fill="${c.metal}"/><circle cx="330" cy="420" r="6" fill="${c.dark}"/>`)
  return { body: p.join(''), focus: [450, 400] }
}

// ───────────────────────── home storage ─────────────────────────

function cabinet(x: number, y: number, w: number, h: number, c: Colours, face: string): string {
  const d = 34
  return `<path d="M${x + w} ${y + 14} L${x + w + d} ${y - 6} L${x + w + d} ${y + h - 20} L${x + w} ${y + h} Z" fill="${shade(face, 0.18)}"/>` +
    `<path d="M${x + 14} ${y} L${x + d + 14} ${y - 20} L${x + w + d} ${y - 20} L${x + w} ${y} Z" fill="${tint(face, 0.35)}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${face}"/>` +
    `<rect x="${x + w / 2 - 5}" y="${y + h * 0.22}" width="10" height="${h * 0.42}" rx="5" fill="${c.accent}"/>` +
    `<circle cx="${x + w / 2}" cy="${y + h * 0.12}" r="12" fill="${c.main}"/>` +
    `<rect x="${x}" y="${y + h - 46}" width="${w}" height="12" fill="${c.main}"/>`
}

function homeStorage(g: SeedGood, c: Colours, shadowColour: string): Drawing {
  const face = '#eef0f2'
  const p: string[] = []
  p.push(shadow(410, 662, 270, shadowColour))
  if (g.slug.includes('gridcore')) {
    // four stacked modules on an inverter base
    p.push(cabinet(290, 520, 230, 130, c, shade(face, 0.06)))
    p.push(`<rect x="320" y="560" width="80" height="40" rx="6" fill="${c.dark}"/><rect x="330" y="570" width="60" height="20" rx="3" fill="${c.accent}"/>`)
    for (let i = 0; i < 4; i++) {
      const y = 410 - i * 100
      p.push(`<rect x="290" y="${y + 8}" width="230" height="96" rx="14" fill="${shade(face, 0.12)}"/>`)
      p.push(`<rect x="290" y="${y}" width="230" height="92" rx="14" fill="${face}"/>`)
      p.push(`<rect x="310" y="${y + 40}" width="190" height="10" rx="5" fill="${i % 2 ? c.main : tint(c.main, 0.3)}"/>`)
      p.push(`<circle cx="490" cy="${y + 22}" r="7" fill="${c.accent}"/>`)
    }
    return { body: p.join(''), focus: [400, 360] }
  }
  if (g.slug.includes('hybrid')) {
    p.push(cabinet(390, 150, 220, 500, c, face))
    // inverter with display and cable duct
    p.push(cabinet(170, 250, 170, 230, c, shade(face, 0.04)))
    p.push(`<rect x="200" y="300" width="110" height="60" rx="8" fill="${c.dark}"/><rect x="212" y="312" width="86" height="36" rx="4" fill="${tint(c.accent, 0.3)}"/>`)
    p.push(`<rect x="240" y="480" width="30" height="170" fill="#9aa1a9"/>`)
    return { body: p.join(''), focus: [255, 360] }
  }
  if (g.slug.includes('solarnest')) {
    p.push(cabinet(240, 170, 320, 480, c, face))
    for (let i = 0; i < 7; i++) p.push(`<rect x="${270 + i * 40}" y="520" width="22" height="70" rx="6" fill="${shade(face, 0.1)}"/>`)
    p.push(`<rect x="300" y="230" width="200" height="40" rx="10" fill="${c.dark}"/><rect x="312" y="242" width="${60 + (hash(g.slug) % 100)}" height="16" rx="4" fill="${c.accent}"/>`)
    return { body: p.join(''), focus: [400, 300] }
  }
  const tall = g.slug.includes('10')
  const y = tall ? 140 : 260
  p.push(cabinet(280, y, 240, 650 - y, c, face))
  for (let i = 0; i < 5; i++) p.push(`<rect x="${300}" y="${600 - i * 14 - 40}" width="40" height="6" rx="3" fill="${shade(face, 0.15)}"/>`)
  return { body: p.join(''), focus: [400, y + 150] }
}

// ───────────────────────── portable power station ─────────────────────────

function acSocket(x: number, y: number): string {
  return `<rect x="${x - 26}" y="${y - 26}" width="52" height="52" rx="12" fill="#3a3f45"/>` +
    `<rect x="${x - 13}" y="${y - 12}" width="6" height="18" rx="2" fill="#111"/><rect x="${x + 7}" y="${y - 12}" width="6" height="18" rx="2" fill="#111"/>` +
    `<circle cx="${x}" cy="${y + 13}" r="4" fill="#111"/>`
}

function portable(g: SeedGood, c: Colours, shadowColour: string): Drawing {
  const num = Number((g.slug.match(/\d+/) ?? ['600'])[0])
  const s = num <= 300 ? 0.72 : num <= 600 ? 0.85 : num <= 1000 ? 0.95 : 1.05
  const w = 430 * s
  const h = 300 * s
  const x = 400 - w / 2
  const y = 650 - h
  const p: string[] = []
  p.push(shadow(400, 656, w * 0.62, shadowColour))
  if (g.slug.includes('basepower')) {
    p.push(`<rect x="${x + w - 60}" y="${y - 170}" width="14" height="180" fill="#8c939b"/><rect x="${x + w - 100}" y="${y - 184}" width="90" height="22" rx="11" fill="${c.dark}"/>`)
  }
  // body, side panel, top
  p.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${28 * s}" fill="${c.main}"/>`)
  p.push(`<rect x="${x + 18 * s}" y="${y + 50 * s}" width="${w - 36 * s}" height="${h - 80 * s}" rx="${16 * s}" fill="#24282d"/>`)
  // handle
  if (num <= 600) {
    p.push(`<path d="M${x + w * 0.3} ${y + 4} L${x + w * 0.3} ${y - 50 * s} L${x + w * 0.7} ${y - 50 * s} L${x + w * 0.7} ${y + 4}" fill="none" stroke="${c.dark}" stroke-width="${22 * s}" stroke-linejoin="round"/>`)
  } else {
    p.push(`<rect x="${x + 20 * s}" y="${y - 30 * s}" width="${40 * s}" height="${40 * s}" rx="8" fill="${c.dark}"/><rect x="${x + w - 60 * s}" y="${y - 30 * s}" width="${40 * s}" height="${40 * s}" rx="8" fill="${c.dark}"/>`)
    p.push(`<rect x="${x + 20 * s}" y="${y - 34 * s}" width="${w - 40 * s}" height="${20 * s}" rx="${10 * s}" fill="${c.dark}"/>`)
  }
  // screen with battery bars
  const sx = x + 40 * s
  const sy = y + 75 * s
  p.push(`<rect x="${sx}" y="${sy}" width="${110 * s}" height="${70 * s}" rx="${8 * s}" fill="#cdeedd"/>`)
  const bars = 2 + (hash(g.slug) % 3)
  for (let i = 0; i < 5; i++) p.push(`<rect x="${sx + 12 * s + i * 18 * s}" y="${sy + 22 * s}" width="${13 * s}" height="${26 * s}" rx="2" fill="${i <= bars ? '#2f8f5b' : '#a9d4bd'}"/>`)
  // USB ports and power button
  for (let i = 0; i < 3; i++) p.push(`<rect x="${sx + i * 32 * s}" y="${sy + 100 * s}" width="${22 * s}" height="${12 * s}" rx="3" fill="#0e0f11" stroke="#555" stroke-width="2"/>`)
  p.push(`<circle cx="${sx + 20 * s}" cy="${sy + 150 * s}" r="${14 * s}" fill="${c.accent}"/>`)
  // AC sockets
  const sockets = num <= 300 ? 1 : num <= 1000 ? 2 : 3
  for (let i = 0; i < sockets; i++) p.push(acSocket(x + w - 70 * s - i * 72 * s, y + 120 * s))
  for (let i = 0; i < 6; i++) p.push(`<rect x="${x + w - 210 * s}" y="${y + (190 + i * 12) * s}" width="${150 * s}" height="${5 * s}" rx="2" fill="#3a3f45"/>`)
  if (g.slug.includes('pro')) {
    // roll cage corners
    for (const [cx, cy] of [[x, y], [x + w, y], [x, y + h], [x + w, y + h]]) p.push(`<circle cx="${cx}" cy="${cy}" r="${26 * s}" fill="${c.dark}"/><circle cx="${cx}" cy="${cy}" r="${10 * s}" fill="${c.accent}"/>`)
  }
  if (g.slug.includes('basepower')) p.push(wheel(x + w - 50, 650, 34, c.metal))
  return { body: p.join(''), focus: [sx + 80 * s, sy + 70 * s] }
}

// ───────────────────────── vape devices ─────────────────────────

let clipSeq = 0

function disposable(g: SeedGood, c: Colours, shadowColour: string): Drawing {
  const id = `clip${clipSeq++}`
  const pro = /pro|max/.test(g.slug)
  const w = pro ? 140 : 118
  const x = 400 - w / 2
  const p: string[] = []
  p.push(shadow(400, 662, 140, shadowColour))
  p.push(`<defs><clipPath id="${id}"><rect x="${x}" y="200" width="${w}" height="450" rx="${w / 2.6}"/></clipPath></defs>`)
  p.push(`<g transform="rotate(-10 400 640)">`)
  // mouthpiece
  p.push(`<rect x="${400 - 34}" y="140" width="68" height="90" rx="24" fill="${c.dark}"/>`)
  p.push(`<rect x="${400 - 12}" y="150" width="24" height="8" rx="4" fill="#000"/>`)
  // two-tone body
  p.push(`<g clip-path="url(#${id})"><rect x="${x}" y="200" width="${w}" height="450" fill="${c.main}"/>` +
    `<path d="M${x} 470 L${x + w} 420 L${x + w} 650 L${x} 650 Z" fill="${c.second}"/>` +
    `<rect x="${x + w * 0.62}" y="200" width="${w * 0.12}" height="450" fill="${tint(c.main, 0.25)}"/></g>`)
  if (pro) p.push(`<rect x="${x + 22}" y="300" width="${w - 44}" height="70" rx="10" fill="#111"/><rect x="${x + 32}" y="312" width="${(w - 64) * 0.7}" height="14" rx="4" fill="${c.accent}"/><rect x="${x + 32}" y="340" width="${(w - 64) * 0.45}" height="14" rx="4" fill="#7ee081"/>`)
  p.push(`<circle cx="400" cy="${pro ? 405 : 300}" r="7" fill="${c.accent}"/>`)
  p.push(`<rect x="${400 - 20}" y="610" width="40" height="10" rx="5" fill="${shade(c.second, 0.4)}"/>`)
  p.push(`</g>`)
  // flavour fruit, drawn as simple shapes
  const fruit = c.accent
  p.push(`<circle cx="560" cy="590" r="56" fill="${fruit}"/><circle cx="540" cy="570" r="14" fill="${tint(fruit, 0.5)}"/>`)
  p.push(`<path d="M560 534 Q580 500 610 505 Q590 530 560 534 Z" fill="#3bb273"/>`)
  p.push(`<circle cx="640" cy="620" r="30" fill="${shade(fruit, 0.15)}"/>`)
  return { body: p.join(''), focus: [400, 330] }
}

function pod(x: number, y: number, w: number, h: number, liquid: string, dark: string): string {
  return `<rect x="${x + w * 0.28}" y="${y - 36}" width="${w * 0.44}" height="50" rx="14" fill="${dark}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#e6edf2"/>` +
    `<rect x="${x + 10}" y="${y + h * 0.35}" width="${w - 20}" height="${h * 0.6}" rx="10" fill="${liquid}"/>` +
    `<rect x="${x + w / 2 - 5}" y="${y + 10}" width="10" height="${h - 20}" rx="5" fill="${shade(liquid, 0.3)}"/>`
}

function podDevice(g: SeedGood, c: Colours, shadowColour: string): Drawing {
  const p: string[] = []
  p.push(shadow(400, 662, 170, shadowColour))
  if (g.slug.includes('pack')) {
    for (let i = 0; i < 3; i++) p.push(pod(230 + i * 130, 400 + (i % 2) * 30, 100, 200, tint(c.main, 0.2), c.dark))
    return { body: p.join(''), focus: [400, 500] }
  }
  const pro = g.slug.includes('pro')
  p.push(`<g transform="rotate(8 400 640)">`)
  p.push(pod(335, 170, 130, 140, tint(c.accent, 0.1), c.dark))
  p.push(`<rect x="322" y="300" width="156" height="350" rx="36" fill="${c.main}"/>`)
  p.push(`<rect x="${322 + 110}" y="300" width="20" height="350" fill="${tint(c.main, 0.2)}"/>`)
  if (pro) {
    p.push(`<rect x="350" y="350" width="100" height="80" rx="10" fill="#0d0f12"/><rect x="362" y="362" width="50" height="14" rx="4" fill="${c.accent}"/><rect x="362" y="388" width="76" height="10" rx="4" fill="#7ee081"/><rect x="362" y="406" width="36" height="10" rx="4" fill="#ffffff"/>`)
    p.push(`<rect x="370" y="460" width="60" height="22" rx="11" fill="${c.dark}"/><rect x="370" y="494" width="60" height="22" rx="11" fill="${c.dark}"/>`)
  } else {
    p.push(`<rect x="386" y="380" width="28" height="8" rx="4" fill="${c.accent}"/>`)
  }
  p.push(`<rect x="382" y="620" width="36" height="10" rx="5" fill="${shade(c.main, 0.4)}"/>`)
  p.push(`</g>`)
  if (!pro) p.push(pod(570, 470, 80, 120, tint(c.second, 0.2), c.dark))
  return { body: p.join(''), focus: [400, 320] }
}

// ───────────────────────── blind boxes ─────────────────────────

type Hat = 'leaf' | 'chef' | 'fin' | 'helmet' | 'cap'

function hatFor(g: SeedGood): Hat {
  if (g.slug.includes('garden')) return 'leaf'
  if (g.slug.includes('chef')) return 'chef'
  if (g.slug.includes('sea')) return 'fin'
  if (g.slug.includes('star') || g.line === 'sco') return 'helmet'
  return 'cap'
}

function figure(cx: number, base: number, scale: number, colour: string, hat: Hat, silhouette = false): string {
  const k = scale
  const face = silhouette ? colour : '#ffe8d6'
  const p: string[] = [`<g transform="translate(${cx} ${base}) scale(${k})">`]
  // body and feet
  p.push(`<rect x="-48" y="-130" width="96" height="110" rx="40" fill="${colour}"/>`)
  p.push(`<ellipse cx="-26" cy="-16" rx="24" ry="14" fill="${silhouette ? colour : shade(colour, 0.35)}"/><ellipse cx="26" cy="-16" rx="24" ry="14" fill="${silhouette ? colour : shade(colour, 0.35)}"/>`)
  // head
  p.push(`<circle cx="0" cy="-200" r="78" fill="${silhouette ? colour : tint(colour, 0.15)}"/>`)
  p.push(`<ellipse cx="0" cy="-188" rx="58" ry="50" fill="${face}"/>`)
  if (hat === 'leaf') p.push(`<path d="M0 -276 Q50 -330 96 -300 Q60 -262 0 -276 Z" fill="${silhouette ? colour : '#6a994e'}"/><path d="M0 -276 Q-40 -320 -84 -300 Q-48 -266 0 -276 Z" fill="${silhouette ? colour : '#84b067'}"/>`)
  if (hat === 'chef') p.push(`<rect x="-50" y="-300" width="100" height="40" rx="8" fill="${silhouette ? colour : '#ffffff'}"/><circle cx="-34" cy="-310" r="30" fill="${silhouette ? colour : '#ffffff'}"/><circle cx="0" cy="-326" r="34" fill="${silhouette ? colour : '#ffffff'}"/><circle cx="34" cy="-310" r="30" fill="${silhouette ? colour : '#ffffff'}"/>`)
  if (hat === 'fin') p.push(`<path d="M-20 -272 Q10 -340 50 -320 Q30 -290 30 -270 Z" fill="${silhouette ? colour : shade(colour, 0.2)}"/><circle cx="70" cy="-300" r="14" fill="${silhouette ? colour : '#fff3b0'}"/><path d="M30 -274 Q60 -310 70 -300" fill="none" stroke="${silhouette ? colour : shade(colour, 0.2)}" stroke-width="5"/>`)
  if (hat === 'helmet') p.push(`<path d="M-82 -200 A82 82 0 0 1 82 -200 L70 -200 A70 70 0 0 0 -70 -200 Z" fill="${silhouette ? colour : '#e9ecef'}"/><rect x="-8" y="-300" width="16" height="26" rx="6" fill="${silhouette ? colour : '#ef476f'}"/>`)
  if (hat === 'cap') p.push(`<path d="M-70 -230 Q0 -310 70 -230 Z" fill="${silhouette ? colour : shade(colour, 0.2)}"/>`)
  if (!silhouette) {
    p.push(`<circle cx="-22" cy="-190" r="8" fill="#2b2b2b"/><circle cx="22" cy="-190" r="8" fill="#2b2b2b"/>`)
    p.push(`<circle cx="-36" cy="-168" r="9" fill="#ffb4a2"/><circle cx="36" cy="-168" r="9" fill="#ffb4a2"/>`)
    p.push(`<path d="M-10 -166 Q0 -158 10 -166" fill="none" stroke="#2b2b2b" stroke-width="4" stroke-linecap="round"/>`)
  }
  p.push('</g>')
  return p.join('')
}

function box(x: number, y: number, w: number, c: Colours, hat: Hat, mark: 'figure' | 'question'): string {
  const h = w * 1.08
  const d = w * 0.3
  const p: string[] = []
  p.push(`<path d="M${x + w} ${y} L${x + w + d} ${y - d * 0.55} L${x + w + d} ${y + h - d * 0.55} L${x + w} ${y + h} Z" fill="${shade(c.main, 0.22)}"/>`)
  p.push(`<path d="M${x} ${y} L${x + d} ${y - d * 0.55} L${x + w + d} ${y - d * 0.55} L${x + w} ${y} Z" fill="${tint(c.main, 0.25)}"/>`)
  p.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.main}"/>`)
  p.push(`<rect x="${x}" y="${y + h * 0.82}" width="${w}" height="${h * 0.07}" fill="${c.accent}"/>`)
  if (mark === 'figure') p.push(figure(x + w / 2, y + h * 0.78, w / 520, tint(c.main, 0.3), hat, true))
  else p.push(`<text x="${x + w / 2}" y="${y + h * 0.62}" text-anchor="middle" font-family="DejaVu Sans, Noto Sans, sans-serif" font-weight="bold" font-size="${w * 0.55}" fill="${tint(c.main, 0.4)}">?</text>`)
  return p.join('')
}

function blindBox(g: SeedGood, c: Colours, shadowColour: string, n: number): Drawing {
  const hat = hatFor(g)
  const mark = g.line === 'sco' ? 'question' : 'figure'
  const p: string[] = []
  p.push(shadow(400, 656, 300, shadowColour))
  if (g.slug.includes('full-set') && n === 1) {
    // display case of twelve boxes
    p.push(`<rect x="170" y="250" width="460" height="400" rx="10" fill="${shade(c.main, 0.3)}"/>`)
    for (let i = 0; i < 12; i++) {
      const bx = 195 + (i % 4) * 108
      const by = 290 + Math.floor(i / 3) * 0 + Math.floor(i / 4) * 118
      p.push(`<rect x="${bx}" y="${by}" width="92" height="100" rx="4" fill="${i % 2 ? c.main : c.second}"/>`)
      p.push(figure(bx + 46, by + 86, 0.18, tint(i % 2 ? c.main : c.second, 0.35), hat, true))
    }
    p.push(`<rect x="170" y="226" width="460" height="30" rx="8" fill="${c.accent}"/>`)
    return { body: p.join(''), focus: [400, 420] }
  }
  if (n === 2) {
    // figure on a pedestal, box behind
    p.push(box(420, 300, 200, c, hat, mark))
    p.push(`<ellipse cx="330" cy="640" rx="140" ry="26" fill="${shade(c.second, 0.25)}"/><rect x="190" y="600" width="280" height="40" fill="${c.second}"/><ellipse cx="330" cy="600" rx="140" ry="26" fill="${tint(c.second, 0.25)}"/>`)
    p.push(figure(330, 600, 1.0, c.second, hat))
    return { body: p.join(''), focus: [330, 420] }
  }
  if (n === 3) {
    // several boxes stacked
    p.push(box(170, 470, 170, { ...c, main: c.second }, hat, mark))
    p.push(box(370, 470, 170, c, hat, mark))
    p.push(box(270, 270, 170, { ...c, main: shade(c.main, 0.15) }, hat, mark))
    p.push(figure(610, 650, 0.55, c.accent, hat))
    return { body: p.join(''), focus: [400, 460] }
  }
  p.push(box(200, 300, 260, c, hat, mark))
  p.push(figure(590, 650, 0.75, c.second, hat))
  return { body: p.join(''), focus: [400, 420] }
}

// ───────────────────────── apparel ─────────────────────────

function apparel(g: SeedGood, c: Colours, shadowColour: string, n: number): Drawing {
  const long = /top$/i.test(g.nameEn)
  const back = n === 2
  const fabric = g.slug.includes('night') ? c.dark : g.slug.includes('merino') ? shade(c.second, 0.1) : c.main
  const p: string[] = []
  p.push(shadow(400, 668, 220, shadowColour))
  const neck = back ? 'Q400 214 300 190' : 'Q400 262 300 190'
  const outline = long
    ? `M300 190 L238 208 Q200 222 188 270 L138 590 L214 604 L262 360 L262 650 L538 650 L538 360 L586 604 L662 590 L612 270 Q600 222 562 208 L500 190 ${neck} Z`
    : `M300 190 L238 208 L140 296 L204 380 L262 332 L262 650 L538 650 L538 332 L596 380 L660 296 L562 208 L500 190 ${neck} Z`
  p.push(`<path d="${outline}" fill="${fabric}"/>`)
  p.push(`<path d="M300 190 ${back ? 'Q400 214 500 190' : 'Q400 262 500 190'}" fill="none" stroke="${shade(fabric, 0.3)}" stroke-width="12"/>`)
  // hem line and side seams
  p.push(`<rect x="262" y="630" width="276" height="6" fill="${shade(fabric, 0.18)}"/>`)
  if (long) p.push(`<path d="M142 570 L216 584" stroke="${shade(fabric, 0.25)}" stroke-width="16"/><path d="M658 570 L584 584" stroke="${shade(fabric, 0.25)}" stroke-width="16"/>`)
  else p.push(`<path d="M150 306 L210 370" stroke="${shade(fabric, 0.2)}" stroke-width="10"/><path d="M650 306 L590 370" stroke="${shade(fabric, 0.2)}" stroke-width="10"/>`)
  if (g.slug.includes('racing')) {
    p.push(`<path d="M262 460 L538 360 L538 420 L262 520 Z" fill="${c.accent}"/>`)
    p.push(`<path d="M238 208 L300 190 L330 240 L250 290 Z" fill="${c.second}"/><path d="M562 208 L500 190 L470 240 L550 290 Z" fill="${c.second}"/>`)
  }
  if (g.slug.includes('night')) {
    for (const y of [back ? 300 : 420, back ? 330 : 446]) p.push(`<rect x="262" y="${y}" width="276" height="12" fill="#dfe3e8"/>`)
    if (back) p.push(`<path d="M360 420 L440 420 L400 490 Z" fill="#dfe3e8"/>`)
  }
  if (g.slug.includes('logo') && !back) p.push(`<circle cx="460" cy="300" r="22" fill="${c.accent}"/><path d="M450 308 L470 292" stroke="${fabric}" stroke-width="6"/>`)
  if (g.slug.includes('logo') && back) p.push(`<rect x="370" y="228" width="60" height="14" rx="7" fill="${c.accent}"/>`)
  if (g.slug.includes('merino')) for (let i = 0; i < 5; i++) p.push(`<rect x="270" y="${560 + i * 14}" width="260" height="4" fill="${shade(fabric, 0.12)}"/>`)
  return { body: p.join(''), focus: [420, 300] }
}

// ───────────────────────── composition ─────────────────────────

function draw(g: SeedGood, n: number): string {
  const c = coloursFor(g)
  const bgs = [tint(c.main, 0.9), tint(c.second, 0.82), shade(c.main, 0.55)]
  const bg = bgs[(n - 1) % 3]
  const shadowColour = n === 3 ? shade(bg, 0.3) : shade(bg, 0.12)
  let d: Drawing
  if (g.line === 'sco' && g.categorySlug === 'blind-boxes') d = blindBox(g, c, shadowColour, n)
  else if (g.line === 'sco' && g.categorySlug === 'apparel') d = apparel(g, c, shadowColour, n)
  else if (g.line === 'sco') d = scooter(g, c, shadowColour)
  else if (g.line === 'boot') d = skiBoot(g, c, shadowColour)
  else if (g.line === 'ene' && g.categorySlug === 'energy-storage') d = homeStorage(g, c, shadowColour)
  else if (g.line === 'ene') d = portable(g, c, shadowColour)
  else if (g.line === 'cig' && /pod|kit/.test(g.slug)) d = podDevice(g, c, shadowColour)
  else if (g.line === 'cig') d = disposable(g, c, shadowColour)
  else d = blindBox(g, c, shadowColour, n)

  const decor: string[] = []
  let transform = ''
  const selfVaried = d.body.length > 0 && (g.line === 'box' || g.categorySlug === 'blind-boxes' || g.categorySlug === 'apparel')
  if (n === 1) {
    decor.push(`<rect x="0" y="660" width="800" height="140" fill="${shade(bg, 0.04)}"/>`)
  } else if (n === 2) {
    decor.push(`<circle cx="400" cy="400" r="300" fill="${tint(c.second, 0.65)}"/>`)
    decor.push(`<circle cx="660" cy="150" r="50" fill="${tint(c.accent, 0.4)}"/>`)
    if (!selfVaried) transform = 'translate(800 40) scale(-0.92 0.92) translate(-30 0)'
  } else {
    for (let i = 0; i < 6; i++) decor.push(`<circle cx="${(hash(g.slug + i) % 700) + 50}" cy="${(hash(g.slug + 'y' + i) % 700) + 50}" r="${20 + (hash(g.slug + 'r' + i) % 60)}" fill="${shade(c.main, 0.45)}"/>`)
    if (!selfVaried) {
      const [fx, fy] = d.focus
      transform = `translate(400 420) scale(1.45) translate(${-fx} ${-fy})`
    }
  }

  const badge = n === 1 && g.categorySlug !== 'apparel' ? badgeFor(g, c) : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${bg}"/>${decor.join('')}` +
    `<g${transform ? ` transform="${transform}"` : ''}>${d.body}</g>${badge}</svg>`
}

function badgeFor(g: SeedGood, c: Colours): string {
  const words = g.nameEn.replace(/[():]/g, ' ').split(/\s+/).filter(Boolean)
  const code = (words.find((w) => /\d/.test(w)) ?? '').toUpperCase().slice(0, 7)
  if (!code) return ''
  const w = 36 + code.length * 17
  return `<rect x="36" y="36" width="${w}" height="46" rx="23" fill="${c.dark}"/>` +
    `<text x="${36 + w / 2}" y="67" text-anchor="middle" font-family="DejaVu Sans, Noto Sans, sans-serif" font-weight="bold" font-size="24" fill="#ffffff">${esc(code)}</text>`
}

// ───────────────────────── rasterising ─────────────────────────

let hasRsvg: boolean | null = null

async function rsvgAvailable(): Promise<boolean> {
  if (hasRsvg === null) {
    try {
      await run('rsvg-convert', ['--version'])
      hasRsvg = true
    } catch {
      hasRsvg = false
      console.warn('rsvg-convert not found: falling back to ImageMagick\'s internal SVG renderer (lower fidelity).')
    }
  }
  return hasRsvg
}

async function rasterise(svgPath: string, outPath: string, thumbOut: string): Promise<void> {
  mkdirSync(dirname(outPath), { recursive: true })
  let source = svgPath
  if (await rsvgAvailable()) {
    source = svgPath.replace(/\.svg$/, '.png')
    await run('rsvg-convert', ['-w', String(SIZE), '-h', String(SIZE), '-o', source, svgPath])
    await run('convert', [source, '-strip', '-quality', '72', outPath])
  } else {
    await run('convert', ['-density', '96', svgPath, '-strip', '-quality', '72', outPath])
  }
  await run('convert', [source, '-strip', '-resize', `${THUMB}x${THUMB}`, '-quality', '72', thumbOut])
}

async function main(): Promise<void> {
  const filter = process.argv[2]
  const work = mkdtempSync(join(tmpdir(), 'goods-img-'))
  const jobs: (() => Promise<void>)[] = []
  for (const g of goods) {
    if (filter && !g.slug.includes(filter)) continue
    g.images.forEach((rel, i) => {
      jobs.push(async () => {
        const out = join(MEDIA, rel)
        const thumb = thumbPath(out)
        const svg = join(work, `${g.slug}-${i + 1}.svg`)
        writeFileSync(svg, draw(g, i + 1))
        await rasterise(svg, out, thumb)
        const kb = statSync(out).size / 1024
        const tkb = statSync(thumb).size / 1024
        if (kb > 60 || tkb > 15) console.warn(`large: ${rel} ${kb.toFixed(1)} KB, thumb ${tkb.toFixed(1)} KB`)
      })
    })
  }
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]
      await job()
      done++
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  rmSync(work, { recursive: true, force: true })
  console.log(`wrote ${done} images (+ thumbnails) under media/goods`)
}

await main()
