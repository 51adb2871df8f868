// Still images: tiles, banners, section intros, the company profile and the 404 picture.
import QRCode from 'qrcode';
import {
  C, airliner, arcPath, cloud, dotMap, f, globe, globePoint, lin, lines, pin, planeGlyph, proj, rad, skyline, svg, text,
} from './draw.ts';
import type { Region, TextOpts } from './draw.ts';
import {
  blindBox, boardingPass, campus, containerShip, gradCap, homeBattery, passport, pine, scooter, skiBoot, solarHouse,
  suitcase, sunRays, traveller, tree, vapePod, waves,
} from './objects.ts';

export interface Contact {
  wechatId: string;
  phone: string;
  wechatUrl: string;
}

export interface StillSpec {
  name: string;
  w: number;
  h: number;
  maxKB: number;
  svg: string;
}

/** Rough text width for layout (Latin ≈ 0.58 em, CJK = 1 em). */
export function measure(s: string, size: number, weight = 400): number {
  let w = 0;
  for (const ch of s) w += /[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? size : size * (weight >= 700 ? 0.62 : 0.56);
  return w;
}

function chips(x: number, y: number, labels: string[], o: { size?: number; fill: string; color: string; gap?: number; h?: number }): string {
  const size = o.size ?? 20;
  const h = o.h ?? size * 1.9;
  let cx = x;
  let out = '';
  for (const l of labels) {
    const w = measure(l, size, 600) + size * 1.4;
    out += `<rect x="${f(cx)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${o.fill}"/>` +
      text(cx + w / 2, y + h / 2 + size * 0.36, l, { size, weight: 600, fill: o.color, anchor: 'middle' });
    cx += w + (o.gap ?? 12);
  }
  return out;
}

function copy(x: number, y: number, kicker: string, title: string[], sub: string, o: { kc: string; tc: string; sc: string; ts?: number; anchor?: TextOpts['anchor'] }): string {
  const ts = o.ts ?? 56;
  const a = o.anchor ?? 'start';
  return text(x, y, kicker, { size: Math.round(ts * 0.36), weight: 700, fill: o.kc, ls: 3, anchor: a }) +
    lines(x, y + ts * 1.2, title, ts * 1.15, { size: ts, weight: 800, fill: o.tc, anchor: a }) +
    text(x, y + ts * 1.2 + title.length * ts * 1.15 + ts * 0.05, sub, { size: Math.round(ts * 0.42), weight: 500, fill: o.sc, anchor: a });
}

function qr(textValue: string, x: number, y: number, size: number, dark: string = C.ink): string {
  const q = QRCode.create(textValue, { errorCorrectionLevel: 'M' });
  const n = q.modules.size;
  const quiet = 2;
  const cell = size / (n + quiet * 2);
  let d = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (q.modules.get(r, c)) d += `M${f(x + (c + quiet) * cell)} ${f(y + (r + quiet) * cell)}h${f(cell + 0.3)}v${f(cell + 0.3)}h${f(-cell - 0.3)}Z`;
    }
  }
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${f(cell * 1.5)}" fill="#fff"/><path d="${d}" fill="${dark}"/>`;
}

function phoneIcon(x: number, y: number, s: number, fill: string): string {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${s})"><rect x="-14" y="-24" width="28" height="48" rx="6" fill="${fill}"/><rect x="-10" y="-18" width="20" height="32" rx="2" fill="#fff" opacity="0.85"/><circle cx="0" cy="19" r="2.5" fill="#fff"/></g>`;
}

function chatIcon(x: number, y: number, s: number, fill: string): string {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${s})"><ellipse cx="-4" cy="-4" rx="18" ry="15" fill="${fill}"/><path d="M-14 8 L-18 18 L-6 10 Z" fill="${fill}"/><ellipse cx="10" cy="6" rx="14" ry="12" fill="${fill}" opacity="0.75"/><circle cx="-10" cy="-6" r="2.5" fill="#fff"/><circle cx="2" cy="-6" r="2.5" fill="#fff"/></g>`;
}

function stamp(x: number, y: number, r: number, rot: number, colour: string, top: string, mid: string): string {
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${rot})" opacity="0.85"><circle r="${r}" fill="none" stroke="${colour}" stroke-width="4"/><circle r="${r - 8}" fill="none" stroke="${colour}" stroke-width="1.5"/>` +
    text(0, -r * 0.32, top, { size: Math.round(r * 0.26), weight: 700, fill: colour, anchor: 'middle', ls: 1 }) +
    text(0, r * 0.22, mid, { size: Math.round(r * 0.42), weight: 800, fill: colour, anchor: 'middle' }) +
    `<path d="M${-r * 0.5} ${r * 0.45} h${r}" stroke="${colour}" stroke-width="2"/></g>`;
}

function blossom(x: number, y: number, s: number, fill = '#fbcfe8', core = '#f472b6'): string {
  let p = '';
  for (let i = 0; i < 5; i++) p += `<ellipse cx="0" cy="-9" rx="6" ry="9" fill="${fill}" transform="rotate(${i * 72})"/>`;
  return `<g transform="translate(${f(x)},${f(y)}) scale(${s})">${p}<circle r="4" fill="${core}"/></g>`;
}

function mountains(W: number, base: number, peaks: Array<[number, number]>, fill: string, snow = ''): string {
  let out = '';
  for (const [px, ph] of peaks) {
    const w = ph * 1.3;
    out += `<path d="M${px - w} ${base} L${px} ${base - ph} L${px + w} ${base} Z" fill="${fill}"/>`;
    if (snow) out += `<path d="M${px - ph * 0.3} ${base - ph * 0.77} L${px} ${base - ph} L${px + ph * 0.3} ${base - ph * 0.77} L${px + ph * 0.12} ${base - ph * 0.7} L${px} ${base - ph * 0.8} L${px - ph * 0.14} ${base - ph * 0.7} Z" fill="${snow}"/>`;
  }
  return out + `<rect x="0" y="${base - 1}" width="${W}" height="2" fill="${fill}"/>`;
}

function snowflakes(W: number, H: number, n: number, seed: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = (i * 137.5 + seed * 31) % W;
    const y = (i * 89.3 + seed * 17) % H;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${1.5 + (i % 3)}" fill="#fff" opacity="${0.5 + (i % 4) * 0.12}"/>`;
  }
  return out;
}

// ------------------------------------------------------------------ payment badges

function bankList(): StillSpec {
  const W = 1200;
  const H = 120;
  const badges: Array<{ label: string; bg: string; fg: string; italic?: boolean; icon?: string }> = [
    { label: 'VISA', bg: '#1a1f71', fg: '#fff', italic: true },
    { label: 'Mastercard', bg: '#111827', fg: '#fff' },
    { label: 'UnionPay', bg: '#0e7490', fg: '#fff' },
    { label: 'Alipay', bg: '#1677ff', fg: '#fff' },
    { label: 'WeChat Pay', bg: '#07c160', fg: '#fff' },
    { label: 'Cash on delivery', bg: '#fff7ed', fg: '#9a3412' },
  ];
  const gap = 14;
  const bw = (W - 20 - gap * (badges.length - 1)) / badges.length;
  let b = '';
  badges.forEach((bd, i) => {
    const x = 10 + i * (bw + gap);
    const y = 24;
    const h = 72;
    b += `<rect x="${f(x)}" y="${y}" width="${f(bw)}" height="${h}" rx="16" fill="${bd.bg}" stroke="${bd.bg === '#fff7ed' ? '#fdba74' : bd.bg}" stroke-width="2"/>`;
    const size = bd.label.length > 12 ? 21 : bd.label === 'VISA' ? 34 : 25;
    b += `<text x="${f(x + bw / 2)}" y="${f(y + h / 2 + size * 0.36)}" font-family="Noto Sans CJK SC" font-size="${size}" font-weight="800" fill="${bd.fg}" text-anchor="middle"${bd.italic ? ' font-style="italic" letter-spacing="2"' : ''}>${bd.label}</text>`;
  });
  return { name: 'bank-list', w: W, h: H, maxKB: 60, svg: svg(W, H, b) };
}

// ------------------------------------------------------------------ home tiles

function tileCargo(): StillSpec {
  const W = 800;
  const H = 600;
  const defs = lin('sky', [[0, '#0e7490'], [0.6, '#5eead4'], [1, '#fef3c7']]) + lin('sea', [[0, '#0f766e'], [1, '#042f2e']]) +
    lin('shade', [[0, '#000', 0], [1, '#021c1b', 0.85]]);
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  b += `<circle cx="620" cy="150" r="70" fill="#fef3c7" opacity="0.9"/>`;
  b += cloud(80, 110, 1, '#fff', 0.6) + cloud(420, 70, 0.7, '#fff', 0.5);
  // port cranes
  for (const [cx, hh] of [[640, 260], [730, 230]] as Array<[number, number]>) {
    b += `<g fill="${C.amber}"><rect x="${cx - 4}" y="${380 - hh}" width="10" height="${hh}"/><rect x="${cx + 40}" y="${380 - hh}" width="10" height="${hh}"/><rect x="${cx - 120}" y="${380 - hh}" width="200" height="14"/><path d="M${cx} ${380 - hh} L${cx + 22} ${340 - hh} L${cx + 46} ${380 - hh} Z"/></g>`;
  }
  b += `<rect x="560" y="360" width="240" height="24" fill="${C.slate}"/>`;
  b += waves(382, W, 'url(#sea)', 6, 70, 0);
  b += containerShip(330, 410, 0.95, 4);
  b += waves(420, W, '#0f766e', 5, 60, 20, 0.6);
  b += `<rect x="0" y="330" width="${W}" height="270" fill="url(#shade)"/>`;
  b += copy(48, 452, 'SINCE 2007  ·  公司简介', ['Company profile'], 'Global trade, logistics & services', { kc: C.amberLight, tc: '#fff', sc: '#ccfbf1', ts: 52 });
  return { name: 'tile-cargo', w: W, h: H, maxKB: 120, svg: svg(W, H, b, defs) };
}

function tileStudy(): StillSpec {
  const W = 800;
  const H = 600;
  const defs = lin('sky', [[0, '#cffafe'], [1, '#fef9c3']]) + lin('shade', [[0, '#000', 0], [1, '#042f2e', 0.88]]);
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  b += `<circle cx="660" cy="110" r="60" fill="#fde68a"/>`;
  b += cloud(360, 90, 0.9, '#fff', 0.9) + cloud(60, 200, 0.6, '#fff', 0.8);
  b += `<path d="M0 420 Q200 360 420 410 T800 390 V600 H0 Z" fill="#a7f3d0"/>`;
  b += campus(560, 470, 0.75) + tree(330, 470, 0.9, '#16a34a') + tree(760, 472, 0.8, '#22c55e');
  b += `<rect x="0" y="468" width="${W}" height="132" fill="#86efac"/>`;
  b += `<path d="M-40 330 C120 140 320 240 520 120 S760 60 860 30" stroke="${C.teal}" stroke-opacity="0.5" stroke-width="3" fill="none" stroke-dasharray="10 10"/>`;
  b += airliner(560, 100, 1.1, -22, '#fff', C.teal);
  b += passport(150, 290, 1.05, -12) + gradCap(300, 200, 0.8, 10);
  b += `<rect x="0" y="330" width="${W}" height="270" fill="url(#shade)"/>`;
  b += copy(48, 452, 'VISA · STUDY · TRAVEL  ·  留学旅行', ['Study & travel services'], 'Visas for 160+ countries · study abroad · trips', { kc: C.amberLight, tc: '#fff', sc: '#ccfbf1', ts: 46 });
  return { name: 'tile-study', w: W, h: H, maxKB: 120, svg: svg(W, H, b, defs) };
}

// ------------------------------------------------------------------ shop dropdown (480x320)

function shopCard(name: string, label: string, zh: string, bg: [string, string], art: string, defsExtra = '', dark = false): StillSpec {
  const W = 480;
  const H = 320;
  const defs = lin('bg', [[0, bg[0]], [1, bg[1]]], 0, 0, 1, 1) + rad('spot', [[0, '#fff', 0.55], [1, '#fff', 0]]) + defsExtra;
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  b += `<circle cx="320" cy="150" r="170" fill="url(#spot)"/>`;
  b += `<circle cx="430" cy="40" r="60" fill="#fff" opacity="0.12"/><circle cx="40" cy="290" r="80" fill="#fff" opacity="0.08"/>`;
  b += art;
  const tc = dark ? C.ink : '#fff';
  b += text(28, 254, label, { size: 34, weight: 800, fill: tc });
  b += text(28, 288, zh, { size: 20, weight: 500, fill: tc, opacity: 0.85 });
  return { name, w: W, h: H, maxKB: 60, svg: svg(W, H, b, defs) };
}

function shopCards(): StillSpec[] {
  const bat = homeBattery(410, 150, 0.62, 0.8, 0.7, 'sb');
  const w = vapePod(300, 250, 0.72, -14, '#7c3aed', '#f472b6', 'WAKA', 'sv1');
  const i = vapePod(385, 250, 0.72, 10, C.tealDark, C.tealLight, 'IMOMENT', 'sv2');
  return [
    shopCard('shop-scooter', 'E-Scooters', '电动滑板车', [C.teal, '#0e7490'],
      scooter(330, 215, 0.55, C.amberLight, C.ink) + `<path d="M150 120 h60 M130 140 h80 M160 160 h40" stroke="#fff" stroke-opacity="0.5" stroke-width="5" stroke-linecap="round"/>`),
    shopCard('shop-smart-power', 'Smart Power', '家庭储能', ['#134e4a', '#0f766e'],
      sunRays(120, 60, 200, 12, 0, '#fde68a', 0.15) + `<circle cx="120" cy="60" r="34" fill="#fde68a"/>` + solarHouse(270, 200, 0.42, 1) + bat.body, bat.defs),
    shopCard('shop-ski-board', 'Ski Boards', 'Bootski 滑雪', ['#bae6fd', '#e0f2fe'],
      mountains(480, 200, [[120, 130], [300, 170], [450, 120]], '#93c5fd', '#fff') + `<rect x="0" y="198" width="480" height="122" fill="#f8fafc"/>` +
      `<rect x="170" y="196" width="300" height="12" rx="6" fill="${C.coral}" transform="rotate(-6 320 202)"/>` + skiBoot(230, 196, 0.6) + snowflakes(480, 200, 24, 3), '', true),
    shopCard('shop-vape', 'Vape', 'WAKA · IMOMENT', ['#1e1b4b', '#4c1d95'], w.body + i.body, w.defs + i.defs),
    shopCard('shop-blind-box', 'Blind Boxes', '盲盒', ['#fb7185', '#f59e0b'],
      blindBox(300, 230, 0.7, -8, '#7c3aed', '#a78bfa') + blindBox(410, 250, 0.55, 10, C.teal, C.tealLight) +
      blossom(200, 60, 1.2, '#fde68a', '#f59e0b') + blossom(450, 60, 0.9, '#fff', '#fb7185') + `<path d="M230 120 l10 -20 l10 20 l-10 20 Z" fill="#fff" opacity="0.8"/>`),
  ];
}

// ------------------------------------------------------------------ company profile

const PROFILE_BG = lin('pbg', [[0, '#f0fdfa'], [1, '#fff7ed']], 0, 0, 1, 1);

function profileHistory(): StillSpec {
  const W = 1200;
  const H = 675;
  let b = `<rect width="${W}" height="${H}" fill="url(#pbg)"/>`;
  b += `<circle cx="1100" cy="80" r="220" fill="${C.mint}" opacity="0.6"/>`;
  b += copy(80, 110, 'OUR STORY  ·  发展历程', ['Since 2007'], 'From a visa & study desk to a global cross-border shop', { kc: C.teal, tc: C.ink, sc: C.slate, ts: 60 });
  const steps: Array<[string, string, string]> = [
    ['2007', 'Founded', 'Visa & study services'],
    ['', 'Travel', 'Flights, pickup, car rental'],
    ['', 'Trade', 'Sourcing & logistics'],
    ['Today', 'Online shop', 'Scooters, energy, ski & more'],
  ];
  const y = 420;
  b += `<path d="M120 ${y} H1080" stroke="${C.teal}" stroke-width="6" stroke-linecap="round"/>`;
  b += `<path d="M120 ${y} H1080" stroke="#fff" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  steps.forEach(([year, title, sub], k) => {
    const x = 160 + k * 290;
    b += `<circle cx="${x}" cy="${y}" r="30" fill="${k === 0 ? C.amber : C.teal}"/><circle cx="${x}" cy="${y}" r="12" fill="#fff"/>`;
    if (year) b += text(x, y - 52, year, { size: 30, weight: 800, fill: k === 0 ? C.amber : C.teal, anchor: 'middle' });
    b += text(x, y + 76, title, { size: 28, weight: 800, fill: C.ink, anchor: 'middle' });
    b += text(x, y + 110, sub, { size: 18, weight: 500, fill: C.slate, anchor: 'middle' });
  });
  b += planeGlyph(1100, y, 2.2, 0, C.teal);
  b += text(80, 630, "Hundreds of thousands of customers served", { size: 20, weight: 600, fill: C.teal });
  return { name: 'profile-history', w: W, h: H, maxKB: 120, svg: svg(W, H, b, PROFILE_BG) };
}

function serviceIcon(kind: string, x: number, y: number): string {
  const s = `<circle cx="${x}" cy="${y}" r="62" fill="${C.mint}"/>`;
  switch (kind) {
    case 'source':
      return s + `<g transform="translate(${x},${y})"><rect x="-30" y="-18" width="60" height="44" rx="6" fill="${C.amber}"/><path d="M-30 -18 L-20 -34 H20 L30 -18 Z" fill="${C.amberLight}"/><rect x="-8" y="-18" width="16" height="18" fill="#fff" opacity="0.7"/></g>`;
    case 'ship':
      return s + `<g transform="translate(${x},${y + 8})"><path d="M-38 0 H38 L28 20 H-30 Z" fill="${C.navy}"/><rect x="-26" y="-20" width="18" height="18" fill="${C.teal}"/><rect x="-6" y="-20" width="18" height="18" fill="${C.coral}"/><rect x="14" y="-20" width="18" height="18" fill="${C.amber}"/><rect x="-4" y="-38" width="18" height="18" fill="${C.tealMid}"/></g>`;
    case 'pay':
      return s + `<g transform="translate(${x},${y})"><rect x="-36" y="-24" width="72" height="48" rx="8" fill="${C.teal}"/><rect x="-36" y="-12" width="72" height="10" fill="${C.ink}"/><rect x="-26" y="8" width="24" height="6" rx="3" fill="#fff"/></g>`;
    default:
      return s + `<g transform="translate(${x},${y})"><path d="M-30 4 A30 30 0 0 1 30 4" stroke="${C.teal}" stroke-width="8" fill="none"/><rect x="-38" y="0" width="16" height="26" rx="6" fill="${C.teal}"/><rect x="22" y="0" width="16" height="26" rx="6" fill="${C.teal}"/><path d="M30 26 Q30 36 10 36" stroke="${C.teal}" stroke-width="4" fill="none"/><circle cx="8" cy="36" r="5" fill="${C.amber}"/></g>`;
  }
}

function profileService(): StillSpec {
  const W = 1200;
  const H = 675;
  let b = `<rect width="${W}" height="${H}" fill="url(#pbg)"/>`;
  b += copy(80, 110, 'SERVICE MODE  ·  服务模式', ['One-stop cross-border service'], 'We source, ship, take payment and look after you afterwards', { kc: C.teal, tc: C.ink, sc: C.slate, ts: 52 });
  const items: Array<[string, string, string]> = [
    ['source', 'Sourcing', 'Checked suppliers'],
    ['ship', 'Logistics', 'Standard International'],
    ['pay', 'Payment', 'Cards, Alipay, WeChat'],
    ['care', 'After-sales', 'Help at home & abroad'],
  ];
  items.forEach(([k, t1, t2], i) => {
    const x = 190 + i * 274;
    const y = 410;
    b += `<rect x="${x - 118}" y="${y - 110}" width="236" height="290" rx="28" fill="#fff"/>`;
    b += serviceIcon(k, x, y - 10);
    b += text(x, y + 100, t1, { size: 28, weight: 800, fill: C.ink, anchor: 'middle' });
    b += text(x, y + 136, t2, { size: 18, weight: 500, fill: C.slate, anchor: 'middle' });
    if (i < 3) b += `<path d="M${x + 128} ${y - 10} h18 m-8 -8 l8 8 l-8 8" stroke="${C.amber}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  });
  return { name: 'profile-service', w: W, h: H, maxKB: 120, svg: svg(W, H, b, PROFILE_BG) };
}

const REGION_FILL: Record<Region, string> = {
  europe: C.teal,
  northAmerica: C.teal,
  seAsia: '#5eead4',
  australia: '#5eead4',
  other: '#cbd5e1',
};

function regionsMap(x: number, y: number, w: number, h: number, dot: number, step: number): string {
  let b = dotMap(x, y, w, h, step, dot, (r) => REGION_FILL[r]);
  const hub = proj(121.5, 31.2, x, y, w, h);
  const targets: Array<[number, number, string]> = [[2.35, 48.9, C.amber], [-0.1, 51.5, C.amber], [-74, 40.7, C.amber], [-118, 34, C.amber], [103.8, 1.35, '#f59e0b'], [151, -33.9, '#f59e0b']];
  for (const [lo, la, c] of targets) {
    const p = proj(lo, la, x, y, w, h);
    b += `<path d="${arcPath(hub, p, 0.28)}" fill="none" stroke="${c}" stroke-width="${f(dot * 0.7)}" stroke-dasharray="${f(dot * 2)} ${f(dot * 1.6)}" stroke-linecap="round" opacity="0.9"/>`;
    b += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(dot * 1.6)}" fill="${c}"/>`;
  }
  b += `<circle cx="${f(hub[0])}" cy="${f(hub[1])}" r="${f(dot * 2.4)}" fill="${C.coral}"/><circle cx="${f(hub[0])}" cy="${f(hub[1])}" r="${f(dot)}" fill="#fff"/>`;
  return b;
}

function legend(x: number, y: number, size: number): string {
  const rows: Array<[string, string]> = [[C.teal, 'Main markets: Europe & North America'], ['#5eead4', 'Growing: Southeast Asia & Australia'], [C.coral, 'Head office: China']];
  return rows.map(([c, l], i) => `<circle cx="${x}" cy="${y + i * size * 1.7 - size * 0.35}" r="${size * 0.45}" fill="${c}"/>` + text(x + size, y + i * size * 1.7, l, { size, weight: 600, fill: C.ink })).join('');
}

function profileRegions(): StillSpec {
  const W = 1200;
  const H = 675;
  let b = `<rect width="${W}" height="${H}" fill="url(#pbg)"/>`;
  b += copy(80, 90, 'BUSINESS REGIONS  ·  业务区域', ['Where we work'], '', { kc: C.teal, tc: C.ink, sc: C.slate, ts: 46 });
  b += regionsMap(60, 150, 1080, 540, 4.2, 2.6);
  b += `<rect x="70" y="540" width="470" height="120" rx="18" fill="#fff" opacity="0.9"/>`;
  b += legend(100, 580, 20);
  return { name: 'profile-regions', w: W, h: H, maxKB: 120, svg: svg(W, H, b, PROFILE_BG) };
}

function contactBlock(x: number, y: number, c: Contact, s: number, dark = false): string {
  const tc = dark ? '#fff' : C.ink;
  const sc = dark ? '#ccfbf1' : C.slate;
  return phoneIcon(x + 24 * s, y - 12 * s, s * 1.1, C.teal) +
    text(x + 64 * s, y - 24 * s, 'Customer service', { size: 18 * s, weight: 600, fill: sc }) +
    text(x + 64 * s, y + 12 * s, c.phone, { size: 34 * s, weight: 800, fill: tc }) +
    chatIcon(x + 24 * s, y + 88 * s, s * 1.1, '#07c160') +
    text(x + 64 * s, y + 76 * s, 'WeChat ID', { size: 18 * s, weight: 600, fill: sc }) +
    text(x + 64 * s, y + 112 * s, c.wechatId, { size: 34 * s, weight: 800, fill: tc });
}

function profileContact(c: Contact): StillSpec {
  const W = 1200;
  const H = 675;
  const defs = lin('cbg', [[0, C.tealDark], [1, C.teal]], 0, 0, 1, 1);
  let b = `<rect width="${W}" height="${H}" fill="url(#cbg)"/>`;
  b += `<circle cx="1050" cy="600" r="260" fill="#fff" opacity="0.06"/><circle cx="120" cy="40" r="160" fill="#fff" opacity="0.05"/>`;
  b += copy(80, 120, 'CONTACT  ·  联系我们', ['Talk to us'], 'Enquiries about problems abroad are welcome', { kc: C.amberLight, tc: '#fff', sc: '#ccfbf1', ts: 60 });
  b += contactBlock(80, 380, c, 1.25, true);
  b += `<rect x="790" y="150" width="320" height="380" rx="28" fill="#fff"/>`;
  b += qr(c.wechatUrl, 815, 175, 270);
  b += text(950, 490, 'Scan to add us on WeChat', { size: 18, weight: 600, fill: C.slate, anchor: 'middle' });
  b += planeGlyph(1120, 100, 2.4, -30, '#fff');
  return { name: 'profile-contact', w: W, h: H, maxKB: 120, svg: svg(W, H, b, defs) };
}

function profileMobile(c: Contact): StillSpec {
  const W = 750;
  const H = 2400;
  const defs = PROFILE_BG + lin('top', [[0, '#062f3a'], [0.7, C.teal], [1, '#f4a261']]) + lin('cbg', [[0, C.tealDark], [1, C.teal]], 0, 0, 1, 1);
  let b = `<rect width="${W}" height="${H}" fill="url(#pbg)"/>`;
  // header
  b += `<rect width="${W}" height="620" fill="url(#top)"/>`;
  const g = globe('pg', 560, 250, 150, 60, 18, { ocean: ['#2dd4bf', '#0f5e57'], land: '#ecfdf5', grid: '#99f6e4', rim: '#ccfbf1' });
  b += g.body;
  b += skyline({ x0: -10, width: W + 20, base: 620, seed: 9, color: C.tealDeep, minH: 50, maxH: 150, win: C.amberLight, winOpacity: 0.8 });
  b += airliner(230, 120, 1.1, -6, '#fff', C.teal);
  b += text(48, 300, 'COMPANY PROFILE', { size: 22, weight: 700, fill: C.amberLight, ls: 3 });
  b += lines(48, 370, ['Cross-Border', 'since 2007'], 64, { size: 56, weight: 800, fill: '#fff' });
  // history
  let y = 720;
  b += text(48, y, 'OUR STORY', { size: 22, weight: 700, fill: C.teal, ls: 3 });
  b += text(48, y + 56, 'Founded in 2007', { size: 44, weight: 800, fill: C.ink });
  b += lines(48, y + 106, ['Visas for 160+ countries, 800+ visa categories', 'and hundreds of thousands of customers served.'], 36, { size: 24, weight: 500, fill: C.slate });
  const steps = ['2007 · Visa & study', 'Travel services', 'Cross-border trade', 'Today · Online shop'];
  steps.forEach((s, i) => {
    const yy = y + 210 + i * 70;
    b += `<circle cx="70" cy="${yy}" r="16" fill="${i === 0 ? C.amber : C.teal}"/><circle cx="70" cy="${yy}" r="6" fill="#fff"/>`;
    if (i < steps.length - 1) b += `<path d="M70 ${yy + 16} v38" stroke="${C.teal}" stroke-width="4"/>`;
    b += text(104, yy + 9, s, { size: 28, weight: 700, fill: C.ink });
  });
  // service mode
  y = 1250;
  b += text(48, y, 'SERVICE MODE', { size: 22, weight: 700, fill: C.teal, ls: 3 });
  b += text(48, y + 56, 'One-stop service', { size: 44, weight: 800, fill: C.ink });
  const items: Array<[string, string]> = [['source', 'Sourcing'], ['ship', 'Logistics'], ['pay', 'Payment'], ['care', 'After-sales']];
  items.forEach(([k, l], i) => {
    const x = 120 + (i % 2) * 330;
    const yy = y + 170 + Math.floor(i / 2) * 190;
    b += `<rect x="${x - 90}" y="${yy - 80}" width="300" height="170" rx="24" fill="#fff"/>`;
    b += `<g transform="translate(${x - 10},${yy}) scale(0.8) translate(${-x},${-yy})">${serviceIcon(k, x, yy)}</g>`;
    b += text(x + 50, yy + 10, l, { size: 28, weight: 800, fill: C.ink });
  });
  // regions
  y = 1700;
  b += text(48, y, 'BUSINESS REGIONS', { size: 22, weight: 700, fill: C.teal, ls: 3 });
  b += text(48, y + 56, 'Europe & North America first', { size: 40, weight: 800, fill: C.ink });
  b += regionsMap(25, y + 90, 700, 350, 2.9, 3.2);
  b += legend(60, y + 470, 22);
  // contact
  y = 2250;
  b += `<rect x="0" y="${y - 70}" width="${W}" height="${H - y + 70}" fill="url(#cbg)"/>`;
  b += contactBlock(48, y - 10, c, 1.1, true);
  b += qr(c.wechatUrl, 560, y - 50, 160);
  return { name: 'profile-mobile', w: W, h: H, maxKB: 250, svg: svg(W, H, b, defs + g.defs) };
}

// ------------------------------------------------------------------ visa / study / immigration / travel

function sectionFrame(bgA: string, bgB: string, kicker: string, title: string[], sub: string, chipsList: string[], art: string, dark = false, defsExtra = ''): string {
  const W = 1200;
  const H = 800;
  const defs = lin('sbg', [[0, bgA], [1, bgB]], 0, 0, 1, 1) + defsExtra;
  let b = `<rect width="${W}" height="${H}" fill="url(#sbg)"/>`;
  b += `<circle cx="900" cy="380" r="330" fill="#fff" opacity="${dark ? 0.06 : 0.45}"/>`;
  b += art;
  const tc = dark ? '#fff' : C.ink;
  b += copy(80, 150, kicker, title, sub, { kc: dark ? C.amberLight : C.teal, tc, sc: dark ? '#ccfbf1' : C.slate, ts: 64 });
  const firstRow = chipsList.length <= 4 ? chipsList.length : 3;
  b += chips(80, 150 + 64 * 1.2 + title.length * 64 * 1.15 + 60, chipsList.slice(0, firstRow), { fill: dark ? 'rgba(255,255,255,0.14)' : '#fff', color: dark ? '#fff' : C.tealDark, size: 22 });
  if (chipsList.length > firstRow) b += chips(80, 150 + 64 * 1.2 + title.length * 64 * 1.15 + 124, chipsList.slice(firstRow), { fill: dark ? 'rgba(255,255,255,0.14)' : '#fff', color: dark ? '#fff' : C.tealDark, size: 22 });
  return svg(W, H, b, defs);
}

function studyVisa(): StillSpec {
  let art = `<g transform="translate(900,400)"><rect x="-170" y="-230" width="340" height="460" rx="20" fill="#fff" transform="rotate(8)"/>` +
    `<g transform="rotate(8)">${stamp(-60, -120, 64, -12, C.coral, 'ARRIVAL', 'UK')}${stamp(70, -20, 58, 14, C.teal, 'VISA', 'USA')}${stamp(-40, 100, 60, -4, '#6366f1', 'ENTRY', 'CANADA')}${stamp(80, 150, 44, 20, C.amber, 'EXIT', 'SG')}</g></g>`;
  art += passport(690, 520, 1.4, -14);
  return {
    name: 'study-visa', w: 1200, h: 800, maxKB: 120,
    svg: sectionFrame('#ecfeff', '#fef3c7', 'VISA CENTRE  ·  签证中心', ['Visas made', 'simple'], '160+ countries · 800+ visa categories', ['China', 'USA B1/B2 · F · J', 'UK', 'Canada', 'H · O · L types', 'More countries'], art),
  };
}

function studyStudy(): StillSpec {
  let art = campus(880, 690, 1.1) + tree(560, 690, 1.2, '#16a34a') + tree(1160, 692, 1.1, '#15803d');
  art += `<rect x="0" y="686" width="1200" height="114" fill="#86efac"/>`;
  art += gradCap(1040, 180, 1.2, 12) + cloud(640, 140, 0.9, '#fff', 0.9);
  return {
    name: 'study-study', w: 1200, h: 800, maxKB: 120,
    svg: sectionFrame('#e0f2fe', '#f0fdf4', 'STUDY ABROAD  ·  留学咨询', ['Study abroad'], 'Consulting in Beijing and Shanghai', ['USA', 'Canada', 'UK', 'China'], art),
  };
}

function studyImmigration(): StillSpec {
  const g = globe('ig', 890, 400, 250, -40, 30, { ocean: ['#2dd4bf', '#0f5e57'], land: '#ecfdf5', grid: '#99f6e4', rim: '#ccfbf1' });
  let art = g.body;
  const places: Array<[number, number]> = [[-77, 39], [-75, 45], [32.8, 39.9], [23.7, 38], [-9.1, 38.7], [-3.7, 40.4], [14.5, 35.9], [-99, 19.4]];
  for (const [lo, la] of places) {
    const [px, py] = globePoint(890, 400, 250, lo, la, -40, 30);
    art += pin(px, py, 1.1, C.coral);
  }
  art += `<g transform="translate(1060,620)"><rect x="-60" y="-50" width="120" height="90" rx="10" fill="${C.amber}"/><path d="M-75 -44 L0 -100 L75 -44 Z" fill="${C.coral}"/><rect x="-16" y="-4" width="32" height="44" rx="4" fill="#fff"/></g>`;
  return {
    name: 'study-immigration', w: 1200, h: 800, maxKB: 120,
    svg: sectionFrame(C.tealDeep, C.teal, 'IMMIGRATION  ·  移民咨询', ['A new home,', 'planned well'], 'Plus US legal consulting', ['USA', 'Canada', 'Turkey', 'Greece', 'Portugal', 'Spain · Malta · more'], art, true, g.defs),
  };
}

function studyTravel(): StillSpec {
  let art = `<path d="M560 760 C700 500 900 640 1220 200" stroke="${C.teal}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="12 12" fill="none"/>`;
  art += airliner(980, 330, 2.4, -38, C.teal, C.tealDark) + cloud(700, 200, 1.1, '#fff', 0.95) + cloud(1020, 560, 0.8, '#fff', 0.9);
  art += suitcase(720, 720, 1.6, C.coral) + suitcase(840, 720, 1.2, C.amber);
  art += `<g transform="translate(1020,700)"><path d="M-90 0 V-40 Q-80 -76 -40 -80 H40 Q80 -76 90 -40 V0 Z" fill="${C.teal}"/><rect x="-70" y="-70" width="60" height="30" rx="6" fill="#ccfbf1"/><rect x="10" y="-70" width="60" height="30" rx="6" fill="#ccfbf1"/><circle cx="-55" cy="2" r="20" fill="${C.ink}"/><circle cx="55" cy="2" r="20" fill="${C.ink}"/></g>`;
  art += boardingPass(840, 470, 1, -10, 'PVG', 'JFK');
  return {
    name: 'study-travel', w: 1200, h: 800, maxKB: 120,
    svg: sectionFrame('#fff7ed', '#cffafe', 'TRAVEL SERVICE  ·  旅行服务', ['Trips, sorted'], 'Flights, UK airport pickup, car rental', ['Flight tickets', 'Airport pickup', 'Car rental', 'Charter & carpool (UK/USA)'], art),
  };
}

function studyContact(c: Contact): StillSpec {
  const W = 1200;
  const H = 800;
  const defs = lin('cbg', [[0, C.tealDark], [1, C.teal]], 0, 0, 1, 1);
  let b = `<rect width="${W}" height="${H}" fill="url(#cbg)"/>`;
  b += `<circle cx="1050" cy="720" r="300" fill="#fff" opacity="0.06"/>`;
  b += copy(80, 150, 'CONTACT  ·  联系我们', ['We are here', 'to help'], 'Enquiries about problems abroad are welcome', { kc: C.amberLight, tc: '#fff', sc: '#ccfbf1', ts: 64 });
  b += contactBlock(80, 520, c, 1.3, true);
  b += `<rect x="780" y="190" width="340" height="410" rx="30" fill="#fff"/>`;
  b += qr(c.wechatUrl, 805, 215, 290);
  b += text(950, 560, 'Scan to add our WeChat', { size: 20, weight: 600, fill: C.slate, anchor: 'middle' });
  b += text(950, 585, '扫码添加客服微信', { size: 16, weight: 500, fill: C.grey, anchor: 'middle' });
  return { name: 'study-contact', w: W, h: H, maxKB: 120, svg: svg(W, H, b, defs) };
}

// ------------------------------------------------------------------ vape pages

function vapeHero(name: string, brand: string, tagline: string, bg: [string, string], bodyC: string, accent: string, W: number, H: number, about = false): StillSpec {
  const pods = [
    vapePod(W * 0.62, H * 0.86, H / 720 * 1.25, -12, bodyC, accent, brand, 'p1'),
    vapePod(W * 0.75, H * 0.9, H / 720 * 1.4, 6, accent === C.tealLight ? '#0f172a' : '#111827', accent, brand, 'p2'),
    vapePod(W * 0.87, H * 0.84, H / 720 * 1.15, 16, '#f8fafc', bodyC, brand, 'p3', bodyC),
  ];
  const defs = lin('vbg', [[0, bg[0]], [1, bg[1]]], 0, 0, 1, 1) + rad('vglow', [[0, accent, 0.55], [1, accent, 0]]) + pods.map((p) => p.defs).join('');
  let b = `<rect width="${W}" height="${H}" fill="url(#vbg)"/>`;
  b += `<circle cx="${W * 0.74}" cy="${H * 0.55}" r="${H * 0.55}" fill="url(#vglow)"/>`;
  for (let i = 0; i < 7; i++) b += `<circle cx="${f(W * 0.5 + ((i * 173) % (W * 0.5)))}" cy="${f((i * 97) % H)}" r="${f(10 + (i % 3) * 14)}" fill="#fff" opacity="0.06"/>`;
  b += `<path d="M${W * 0.55} ${H} Q${W * 0.75} ${H * 0.7} ${W} ${H * 0.8} V${H} Z" fill="#000" opacity="0.18"/>`;
  b += pods.map((p) => p.body).join('');
  const ts = about ? 72 : 96;
  b += text(80, H * 0.3, about ? `ABOUT ${brand}` : 'VAPE COLLECTION', { size: 24, weight: 700, fill: accent, ls: 4 });
  b += text(80, H * 0.3 + ts * 1.15, about ? 'Our story' : brand, { size: ts, weight: 900, fill: '#fff', ls: about ? 0 : 6 });
  b += lines(80, H * 0.3 + ts * 1.15 + 60, tagline.split('\n'), 40, { size: 28, weight: 500, fill: '#e2e8f0' });
  b += `<rect x="80" y="${H - 90}" width="150" height="44" rx="22" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>` + text(155, H - 60, '21+ only', { size: 20, weight: 700, fill: '#fff', anchor: 'middle' });
  return { name, w: W, h: H, maxKB: 120, svg: svg(W, H, b, defs) };
}

// ------------------------------------------------------------------ marketing banners & tiles

function activityBanner(): StillSpec {
  const W = 1600;
  const H = 600;
  const defs = lin('abg', [[0, '#fdf2f8'], [0.5, '#fef3c7'], [1, '#ccfbf1']], 0, 0, 1, 1) + lin('road', [[0, '#94a3b8'], [1, '#64748b']]);
  let b = `<rect width="${W}" height="${H}" fill="url(#abg)"/>`;
  b += `<circle cx="1180" cy="260" r="230" fill="#fff" opacity="0.7"/>`;
  // blossom branch
  b += `<path d="M1600 40 C1450 70 1380 20 1260 90 M1450 62 C1420 120 1380 140 1330 150 M1360 48 C1340 20 1300 10 1270 12" stroke="#7c4a1e" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  const bl: Array<[number, number, number]> = [[1270, 90, 1.6], [1300, 14, 1.2], [1330, 150, 1.4], [1390, 120, 1.1], [1420, 60, 1.5], [1500, 50, 1.3], [1560, 44, 1.1], [1350, 40, 1.0]];
  for (const [x, y, s] of bl) b += blossom(x, y, s);
  for (let i = 0; i < 16; i++) b += `<ellipse cx="${f(700 + ((i * 211) % 900))}" cy="${f(60 + ((i * 137) % 480))}" rx="7" ry="4" fill="#f9a8d4" opacity="0.8" transform="rotate(${i * 37} ${f(700 + ((i * 211) % 900))} ${f(60 + ((i * 137) % 480))})"/>`;
  b += `<path d="M600 560 Q1100 480 1600 520 V600 H600 Z" fill="url(#road)" opacity="0.5"/>`;
  b += tree(1500, 540, 1.3, '#86efac') + tree(700, 545, 1.0, '#bbf7d0');
  b += scooter(1150, 540, 1.15, C.teal, C.ink);
  b += `<path d="M860 330 h90 M830 370 h120 M880 410 h70" stroke="${C.teal}" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>`;
  b += text(90, 170, 'LIMITED-TIME SPRING OFFERS  ·  春季骑行节', { size: 24, weight: 700, fill: C.coral, ls: 3 });
  b += lines(90, 270, ['Spring Ride', 'Festival'], 100, { size: 92, weight: 900, fill: C.ink });
  b += text(90, 440, 'E-scooters for the season — ride further for less', { size: 28, weight: 500, fill: C.slate });
  b += pill(90, 475, 220, 62, C.teal, 'Shop now', { size: 26, weight: 700, fill: '#fff' });
  return { name: 'activity-banner', w: W, h: H, maxKB: 120, svg: svg(W, H, b, defs) };
}

function pill(x: number, y: number, w: number, h: number, fill: string, label: string, o: TextOpts): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>` + text(x + w / 2, y + h / 2 + (o.size ?? 20) * 0.36, label, { anchor: 'middle', ...o });
}

function esTile(name: string, title: string, zh: string, art: string, defs: string, bg: [string, string]): StillSpec {
  const W = 800;
  const H = 600;
  let b = `<rect width="${W}" height="${H}" fill="url(#ebg)"/>` + `<circle cx="560" cy="250" r="240" fill="#fff" opacity="0.08"/>` + art;
  b += `<rect x="0" y="440" width="${W}" height="160" fill="#021c1b" opacity="0.55"/>`;
  b += text(48, 512, title, { size: 48, weight: 800, fill: '#fff' });
  b += text(48, 556, zh, { size: 24, weight: 500, fill: '#ccfbf1' });
  return { name, w: W, h: H, maxKB: 120, svg: svg(W, H, b, lin('ebg', [[0, bg[0]], [1, bg[1]]], 0, 0, 1, 1) + defs) };
}

function esTiles(): StillSpec[] {
  const bat = homeBattery(640, 330, 0.95, 0.8, 0.8, 'eb');
  const energy = sunRays(130, 110, 300, 14, 8, '#fde68a', 0.08) + `<circle cx="130" cy="110" r="50" fill="#fde68a"/>` + `<path d="M0 440 Q400 380 800 430 V600 H0 Z" fill="#1d6b62"/>` + solarHouse(330, 440, 0.85, 1) + bat.body + tree(760, 442, 0.8, '#14b8a6');
  // portable power station
  let port = `<g transform="translate(400,300)"><ellipse cx="0" cy="140" rx="230" ry="18" fill="#000" opacity="0.2"/>` +
    `<rect x="-200" y="-120" width="400" height="250" rx="36" fill="#f1f5f9"/><rect x="-200" y="-120" width="400" height="56" rx="28" fill="${C.slate}"/>` +
    `<rect x="-110" y="-160" width="220" height="40" rx="20" fill="none" stroke="${C.slate}" stroke-width="16"/>` +
    `<rect x="-170" y="-40" width="160" height="120" rx="14" fill="${C.tealDeep}"/>` + text(-90, 20, '86%', { size: 40, weight: 800, fill: C.tealLight, anchor: 'middle' }) +
    `<rect x="-150" y="40" width="120" height="16" rx="8" fill="#0b3b38"/><rect x="-150" y="40" width="103" height="16" rx="8" fill="${C.tealLight}"/>` +
    `<g fill="${C.slate}"><rect x="20" y="-30" width="40" height="26" rx="6"/><rect x="80" y="-30" width="40" height="26" rx="6"/><circle cx="40" cy="40" r="16"/><circle cx="100" cy="40" r="16"/></g>` +
    `<circle cx="160" cy="-20" r="12" fill="${C.amber}"/></g>`;
  port = `<path d="M0 440 H800 V600 H0 Z" fill="#0b3b38"/>` + port + `<path d="M650 110 L620 170 H650 L630 230 L700 150 H668 L690 110 Z" fill="${C.amberLight}"/>`;
  return [
    esTile('es-energy-storage', 'Energy storage', '家庭储能系统', energy, bat.defs, ['#0b3b4a', '#0f766e']),
    esTile('es-battery-storage', 'Battery storage', '便携储能电池', port, '', ['#134e4a', '#14b8a6']),
  ];
}

function skiHero(): StillSpec {
  const W = 1600;
  const H = 700;
  const defs = lin('skbg', [[0, '#0c4a6e'], [0.6, '#7dd3fc'], [1, '#e0f2fe']]) + lin('snow', [[0, '#ffffff'], [1, '#e2e8f0']]) +
    lin('skshade', [[0, '#082f49', 0.8], [0.6, '#082f49', 0.45], [1, '#082f49', 0]], 0, 0, 1, 0);
  let b = `<rect width="${W}" height="${H}" fill="url(#skbg)"/>`;
  b += `<circle cx="1320" cy="140" r="60" fill="#fef9c3" opacity="0.9"/>`;
  b += mountains(W, 480, [[200, 260], [560, 330], [980, 290], [1380, 360]], '#bae6fd', '#fff');
  b += mountains(W, 540, [[380, 200], [780, 240], [1200, 210], [1560, 180]], '#7dd3fc', '#f8fafc');
  b += `<path d="M0 520 Q400 460 800 520 T1600 500 V700 H0 Z" fill="url(#snow)"/>`;
  for (const [x, s] of [[90, 1.2], [180, 0.9], [1480, 1.3], [1550, 0.9]] as Array<[number, number]>) b += pine(x, 560, s, '#166534', '#fff');
  b += `<rect x="780" y="600" width="700" height="20" rx="10" fill="${C.coral}" transform="rotate(-4 1130 610)"/>`;
  b += `<rect x="760" y="634" width="700" height="20" rx="10" fill="${C.amber}" transform="rotate(-4 1110 644)"/>`;
  b += skiBoot(880, 610, 1.25, C.teal) + skiBoot(1130, 620, 1.25, C.tealDark, C.coral);
  b += snowflakes(W, 480, 70, 7);
  b += `<rect width="900" height="${H}" fill="url(#skshade)"/>`;
  b += text(90, 200, 'SKI BOARDS & BOOTS', { size: 24, weight: 700, fill: '#e0f2fe', ls: 4 });
  b += text(90, 310, 'Bootski', { size: 120, weight: 900, fill: '#fff' });
  b += text(90, 370, 'Warm, snug boots for every run', { size: 32, weight: 500, fill: '#f0f9ff' });
  return { name: 'ski-hero', w: W, h: H, maxKB: 120, svg: svg(W, H, b, defs) };
}

function scooterHero(): StillSpec {
  const W = 1600;
  const H = 700;
  const defs = lin('scbg', [[0, '#ccfbf1'], [1, '#fef3c7']], 0, 0, 1, 1);
  let b = `<rect width="${W}" height="${H}" fill="url(#scbg)"/>`;
  b += `<circle cx="1250" cy="170" r="90" fill="#fde68a"/>`;
  b += skyline({ x0: 800, width: 800, base: 560, seed: 31, color: '#99f6e4', minH: 120, maxH: 330 });
  b += skyline({ x0: 780, width: 840, base: 580, seed: 33, color: '#5eead4', minH: 70, maxH: 230, win: '#f0fdfa', winOpacity: 0.8 });
  b += cloud(780, 120, 1.2, '#fff', 0.9) + cloud(1420, 260, 0.8, '#fff', 0.8);
  b += `<rect x="0" y="580" width="${W}" height="120" fill="${C.slate}"/><path d="M0 640 H1600" stroke="#fff" stroke-width="6" stroke-dasharray="60 40"/>`;
  b += `<rect x="0" y="572" width="${W}" height="12" fill="#cbd5e1"/>`;
  b += tree(640, 578, 1.1, '#16a34a') + tree(1540, 578, 1.2, '#15803d');
  b += scooter(1100, 625, 1.3, C.teal, C.ink);
  b += `<path d="M840 470 h120 M810 510 h150 M860 550 h100" stroke="${C.teal}" stroke-opacity="0.4" stroke-width="9" stroke-linecap="round"/>`;
  b += text(90, 200, 'ELECTRIC SCOOTERS  ·  电动滑板车', { size: 24, weight: 700, fill: C.teal, ls: 3 });
  b += lines(90, 300, ['Ride the city,', 'your way'], 96, { size: 86, weight: 900, fill: C.ink });
  b += text(90, 470, 'Light, foldable and ready for your commute', { size: 28, weight: 500, fill: C.slate });
  return { name: 'scooter-hero', w: W, h: H, maxKB: 120, svg: svg(W, H, b, defs) };
}

function notFound(): StillSpec {
  const W = 800;
  const H = 500;
  const defs = lin('nbg', [[0, '#ecfeff'], [1, '#fff7ed']], 0, 0, 1, 1);
  let b = `<rect width="${W}" height="${H}" fill="url(#nbg)"/>`;
  b += `<circle cx="560" cy="220" r="190" fill="${C.mint}" opacity="0.7"/>`;
  b += cloud(80, 90, 0.8, '#fff', 1) + cloud(660, 70, 0.6, '#fff', 1);
  b += `<path d="M0 420 Q400 380 800 420 V500 H0 Z" fill="#a7f3d0"/>`;
  // signpost
  b += `<rect x="636" y="210" width="12" height="220" fill="#92400e"/>`;
  b += `<path d="M560 230 H700 L726 252 L700 274 H560 Z" fill="${C.teal}"/>` + text(628, 260, 'SHOP', { size: 20, weight: 800, fill: '#fff', anchor: 'middle' });
  b += `<path d="M720 300 H590 L564 322 L590 344 H720 Z" fill="${C.amber}"/>` + text(650, 330, 'HOME', { size: 20, weight: 800, fill: '#fff', anchor: 'middle' });
  b += text(520, 180, '?', { size: 80, weight: 900, fill: C.coral }) + text(470, 130, '?', { size: 50, weight: 900, fill: C.amber });
  b += traveller(420, 430, 1.15) + suitcase(300, 430, 0.9, C.coral);
  b += text(60, 200, '404', { size: 120, weight: 900, fill: C.teal });
  b += text(60, 250, 'Lost your way?', { size: 34, weight: 800, fill: C.ink });
  b += text(60, 284, 'This page took a different flight.', { size: 18, weight: 500, fill: C.slate });
  b += planeGlyph(330, 80, 1.8, -20, C.teal) + `<path d="M180 120 Q250 80 308 88" stroke="${C.teal}" stroke-width="2.5" stroke-dasharray="6 6" fill="none"/>`;
  return { name: 'not-found', w: W, h: H, maxKB: 120, svg: svg(W, H, b, defs) };
}

export function allStills(c: Contact): StillSpec[] {
  return [
    bankList(), tileCargo(), tileStudy(), ...shopCards(),
    profileHistory(), profileService(), profileRegions(), profileContact(c), profileMobile(c),
    studyVisa(), studyStudy(), studyImmigration(), studyTravel(), studyContact(c),
    vapeHero('vape-waka-hero', 'WAKA', 'Bold flavours, pocket-sized pods', ['#1e1b4b', '#7c3aed'], '#7c3aed', '#f472b6', 1600, 700),
    vapeHero('vape-imoment-hero', 'IMOMENT', 'Calm design for every moment', ['#042f2e', '#0f766e'], C.tealDark, C.tealLight, 1600, 700),
    vapeHero('vape-about-waka', 'WAKA', 'Design-led devices made\nfor adult vapers worldwide', ['#312e81', '#be185d'], '#7c3aed', '#f472b6', 1200, 800, true),
    vapeHero('vape-about-imoment', 'IMOMENT', 'Quiet quality and clean lines\nfor adult vapers', ['#134e4a', '#0e7490'], C.tealDark, C.tealLight, 1200, 800, true),
    activityBanner(), ...esTiles(), skiHero(), scooterHero(), notFound(),
  ];
}

export { globePoint, rad, pin };
