// Drawing kit for the shop's marketing media: small functions that return SVG fragments.
// Everything is flat vector art (shapes + gradients, no filters) so rsvg renders frames fast
// and the encoded videos stay small.

export const C = {
  teal: '#0f766e',
  tealDark: '#134e4a',
  tealDeep: '#042f2e',
  tealMid: '#14b8a6',
  tealLight: '#5eead4',
  mint: '#ccfbf1',
  amber: '#f59e0b',
  amberLight: '#fde68a',
  coral: '#fb7185',
  peach: '#fdba74',
  navy: '#0b1f33',
  ink: '#0f172a',
  slate: '#334155',
  grey: '#94a3b8',
  cream: '#fff7ed',
  white: '#ffffff',
  sky: '#bae6fd',
  blue: '#0ea5e9',
  snow: '#f1f5f9',
};

export const FONT = 'Noto Sans CJK SC';

export type Pt = [number, number];

/** Small deterministic PRNG so every run draws the same picture. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const f = (n: number): string => (Math.round(n * 10) / 10).toString();

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function svg(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>\n`;
}

export function lin(id: string, stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function rad(id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

export interface TextOpts {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  ls?: number;
  opacity?: number;
}

export function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  const { size = 24, weight = 400, fill = C.ink, anchor = 'start', ls = 0, opacity = 1 } = o;
  return `<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${ls ? ` letter-spacing="${ls}"` : ''}${opacity < 1 ? ` opacity="${opacity}"` : ''}>${esc(s)}</text>`;
}

/** Several lines of text, one under another. */
export function lines(x: number, y: number, rows: string[], lh: number, o: TextOpts = {}): string {
  return rows.map((r, i) => text(x, y + i * lh, r, o)).join('');
}

export function pill(x: number, y: number, w: number, h: number, fill: string, label: string, o: TextOpts = {}): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${fill}"/>` +
    text(x + w / 2, y + h / 2 + (o.size ?? 20) * 0.35, label, { anchor: 'middle', ...o });
}

// ---------------------------------------------------------------- scenery

export function cloud(x: number, y: number, s: number, fill = '#fff', opacity = 0.9): string {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${s})" opacity="${opacity}" fill="${fill}">` +
    `<circle cx="0" cy="0" r="22"/><circle cx="28" cy="-14" r="30"/><circle cx="62" cy="-4" r="24"/>` +
    `<rect x="-22" y="-2" width="108" height="24" rx="12"/></g>`;
}

/** Clouds that drift one tile width per loop and wrap, so frame t=1 equals frame t=0. */
export function cloudBand(t: number, W: number, tile: number, y: number, seed: number, fill: string, opacity: number, scale = 1): string {
  const r = rng(seed);
  const items: Array<[number, number, number]> = [];
  const per = Math.max(1, Math.round(tile / 260));
  for (let i = 0; i < per; i++) items.push([r() * tile, y + (r() - 0.5) * 60 * scale, (0.6 + r() * 0.6) * scale]);
  let out = '';
  const shift = t * tile;
  for (let k = -1; k * tile < W + tile; k++) {
    for (const [cx, cy, s] of items) out += cloud(cx + k * tile + shift - 60 * s, cy, s, fill, opacity);
  }
  return out;
}

export interface SkylineOpts {
  x0: number;
  width: number;
  base: number;
  seed: number;
  color: string;
  minH: number;
  maxH: number;
  win?: string;
  winOpacity?: number;
  t?: number;
}

/** City skyline silhouette with lit windows; windows twinkle periodically with t. */
export function skyline(o: SkylineOpts): string {
  const r = rng(o.seed);
  let x = o.x0;
  let out = '';
  let wins = '';
  let idx = 0;
  while (x < o.x0 + o.width) {
    const bw = 34 + r() * 60;
    const bh = o.minH + r() * (o.maxH - o.minH);
    const top = o.base - bh;
    const kind = r();
    out += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw)}" height="${f(bh + 2)}"/>`;
    if (kind < 0.18) {
      // spire
      out += `<rect x="${f(x + bw / 2 - 2)}" y="${f(top - 40)}" width="4" height="42"/>`;
      out += `<path d="M${f(x + bw * 0.2)} ${f(top)} L${f(x + bw / 2)} ${f(top - 22)} L${f(x + bw * 0.8)} ${f(top)} Z"/>`;
    } else if (kind < 0.36) {
      // stepped top
      out += `<rect x="${f(x + bw * 0.15)}" y="${f(top - 16)}" width="${f(bw * 0.7)}" height="18"/>`;
      out += `<rect x="${f(x + bw * 0.3)}" y="${f(top - 28)}" width="${f(bw * 0.4)}" height="14"/>`;
    } else if (kind < 0.46) {
      // dome
      out += `<path d="M${f(x + 4)} ${f(top)} A${f(bw / 2 - 4)} ${f(bw / 2 - 4)} 0 0 1 ${f(x + bw - 4)} ${f(top)} Z"/>`;
    } else if (kind < 0.56) {
      // antenna
      out += `<rect x="${f(x + bw * 0.7)}" y="${f(top - 26)}" width="2" height="27"/>`;
    }
    if (o.win) {
      const cols = Math.floor((bw - 10) / 12);
      const rows = Math.floor((bh - 20) / 18);
      for (let cy = 0; cy < rows; cy++) {
        for (let cx = 0; cx < cols; cx++) {
          idx++;
          const h1 = r();
          const h2 = r();
          if (h1 > 0.42) continue;
          let op = o.winOpacity ?? 0.8;
          if (o.t !== undefined && h2 < 0.25) op *= 0.5 + 0.5 * Math.sin(2 * Math.PI * (o.t * 2 + h2 * 4));
          if (op < 0.05) continue;
          wins += `<rect x="${f(x + 7 + cx * 12)}" y="${f(top + 12 + cy * 18)}" width="6" height="9" opacity="${f(op)}"/>`;
        }
      }
    }
    x += bw + 2 + r() * 6;
  }
  return `<g fill="${o.color}">${out}</g>` + (o.win ? `<g fill="${o.win}">${wins}</g>` : '') + `<!--${idx}-->`;
}

/** Side-view airliner, nose to the right, about 110 units long at scale 1. */
export function airliner(x: number, y: number, s: number, rot = 0, body = '#fff', accent: string = C.teal): string {
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${s})">` +
    `<path d="M0 -3 L-10 -3 L-24 -17 L-17 -17 Z" fill="${accent}" opacity="0.55"/>` +
    `<path d="M-50 0 C-50 -5 -45 -7 -38 -7 L35 -7 C45 -7 52 -3 56 0 C52 4 45 6 35 6 L-38 6 C-45 6 -50 3 -50 0 Z" fill="${body}"/>` +
    `<path d="M-36 -6 L-47 -6 L-56 -27 L-48 -27 Z" fill="${accent}"/>` +
    `<path d="M-40 2 L-50 2 L-58 10 L-51 10 Z" fill="${accent}"/>` +
    `<path d="M6 1 L-14 1 L-32 24 L-22 24 Z" fill="${accent}"/>` +
    `<rect x="-34" y="-3.2" width="62" height="2.6" rx="1.3" fill="${accent}" opacity="0.35"/>` +
    `<path d="M44 -4 L50 -4 L53 -1 L44 -1 Z" fill="${accent}" opacity="0.7"/>` +
    `<rect x="-14" y="7" width="14" height="5" rx="2.5" fill="${accent}" opacity="0.8"/>` +
    `</g>`;
}

/** Top-down plane glyph pointing right (about 24 units long). */
export function planeGlyph(x: number, y: number, s: number, rot: number, fill = '#fff'): string {
  return `<path transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${s})" fill="${fill}" d="M12 0 C12 -1.2 11 -1.6 10 -1.6 L3 -1.6 L-3 -10 L-5.5 -10 L-1.5 -1.6 L-7 -1.6 L-9 -4.5 L-11 -4.5 L-9.8 0 L-11 4.5 L-9 4.5 L-7 1.6 L-1.5 1.6 L-5.5 10 L-3 10 L3 1.6 L10 1.6 C11 1.6 12 1.2 12 0 Z"/>`;
}

// ---------------------------------------------------------------- world

/** Rough continent outlines in [lon, lat]; good enough for dotted maps and a small globe. */
export const LAND: Record<string, Pt[]> = {
  northAmerica: [[-168,66],[-162,70],[-150,71],[-140,70],[-128,70],[-115,68],[-95,72],[-85,70],[-80,64],[-90,58],[-82,52],[-78,58],[-70,60],[-64,60],[-60,55],[-56,52],[-60,47],[-66,44],[-70,42],[-74,40],[-76,35],[-81,31],[-80,26],[-82,27],[-84,30],[-90,29],[-97,27],[-97,22],[-94,18],[-87,21],[-88,16],[-84,11],[-80,8],[-78,8],[-82,8],[-86,12],[-92,14],[-100,17],[-105,20],[-110,24],[-115,30],[-117,32],[-121,35],[-124,40],[-124,46],[-128,50],[-135,57],[-140,60],[-150,60],[-155,58],[-162,55],[-165,60]],
  greenland: [[-55,60],[-45,60],[-40,65],[-22,70],[-20,76],[-18,81],[-35,83],[-60,82],[-72,78],[-60,75],[-55,70],[-52,65]],
  cuba: [[-85,22],[-80,23],[-74,20],[-78,20]],
  southAmerica: [[-80,9],[-75,11],[-72,12],[-62,10],[-52,5],[-50,0],[-44,-3],[-35,-6],[-35,-9],[-39,-15],[-40,-22],[-48,-26],[-53,-34],[-58,-38],[-62,-40],[-65,-45],[-68,-50],[-70,-55],[-74,-52],[-74,-45],[-73,-37],[-71,-30],[-70,-18],[-76,-14],[-81,-6],[-80,-2],[-78,2],[-78,7]],
  eurasia: [[-9,37],[-9,43],[-2,43.5],[-1,46],[-4,48],[2,51],[5,53],[8,54],[10,54],[14,54],[20,55],[21,57],[24,59],[29,60],[30,62],[32,66],[40,67],[44,68],[55,68],[60,69],[70,73],[80,73],[90,76],[100,78],[113,74],[130,72],[140,72],[160,70],[170,70],[180,68],[180,65],[178,62],[170,60],[163,58],[162,54],[156,51],[156,57],[160,61],[150,59],[140,54],[141,48],[135,43],[130,42],[129,35],[126,35],[126,38],[122,40],[121,37],[122,31],[121,28],[117,24],[110,21],[108,18],[109,12],[106,9],[103,10],[100,13],[100,8],[104,1.5],[101,3],[98,8],[98,15],[94,17],[92,22],[88,22],[80,15],[77,8],[73,16],[72,21],[67,24],[62,25],[57,26],[56,24],[59,22],[52,16],[44,12],[43,17],[39,21],[35,28],[34,27],[32,31],[35,36],[30,36],[27,37],[26,40],[23,40],[24,37],[22,37],[20,40],[19,42],[13,45],[12,44],[16,40],[16,38],[12,38],[15,40],[11,42],[9,44],[4,43],[3,42],[0,39],[-1,37],[-5,36],[-7,37]],
  scandinavia: [[5,58],[8,58],[11,59],[13,56],[16,56],[19,60],[17,61],[21,64],[25,65],[29,66],[30,70],[25,71],[18,70],[14,67],[10,64],[5,62]],
  britain: [[-5,50],[1,51],[2,53],[0,54],[-2,56],[-2,58],[-5,59],[-6,57],[-5,55],[-3,54],[-5,52]],
  ireland: [[-10,52],[-6,52],[-6,55],[-8,55],[-10,54]],
  iceland: [[-24,64],[-14,64],[-14,66],[-22,66.5]],
  africa: [[-17,21],[-17,15],[-15,11],[-12,7],[-8,4.5],[-2,5],[6,4],[9,4],[10,0],[12,-5],[13,-12],[12,-17],[15,-27],[18,-34],[20,-35],[26,-34],[32,-29],[35,-24],[35,-18],[40,-15],[40,-10],[39,-5],[42,0],[48,5],[51,11],[44,11],[43,12],[39,16],[37,20],[35,24],[34,28],[32,31],[29,31],[20,32],[20,30],[15,32],[10,34],[11,37],[3,37],[-1,35.5],[-6,36],[-10,30],[-13,27]],
  madagascar: [[44,-25],[47,-25],[50,-15],[49,-12],[44,-17]],
  japan: [[130,31],[132,34],[135,34],[140,35],[141,38],[142,41],[140,41],[139,38],[136,37],[133,35.5],[130,34]],
  hokkaido: [[140,42],[143,42],[145,43.5],[142,45.5]],
  taiwan: [[120,22],[121.9,25],[121,25.3],[120.1,23.5]],
  philippines: [[120,18],[122,18],[124,12],[126,7],[125,6],[122,7],[123,10],[120,14]],
  borneo: [[109,1],[110,-3],[116,-4],[118,1],[119,5],[116,7],[113,3]],
  sumatra: [[95,5.5],[98,4],[104,-2],[106,-6],[102,-4],[100,-1],[97,2]],
  java: [[105,-6],[110,-7],[115,-8],[114,-8.7],[106,-7.5]],
  sulawesi: [[119,-5],[120,1],[124,1.5],[121,-1],[122,-5]],
  newGuinea: [[131,-1],[138,-1.5],[145,-4],[150,-10],[143,-9],[138,-8],[134,-4]],
  australia: [[114,-22],[114,-26],[115,-34],[118,-35],[123,-34],[130,-31.5],[135,-34],[138,-35],[140,-38],[146,-39],[150,-37],[153,-31],[153,-25],[146,-19],[145,-15],[142,-11],[141,-17],[136,-15],[137,-12],[132,-11],[129,-15],[126,-14],[122,-18],[120,-20]],
  tasmania: [[145,-41],[148,-41],[148,-43.5],[146,-43.5]],
  newZealand: [[172,-34.5],[175,-37],[178,-38],[175,-41.5],[174,-41],[172,-44],[170,-46.5],[167,-46],[171,-41],[173,-40]],
  sriLanka: [[80,6],[82,7.5],[80,9.8]],
};

export function inPoly(p: Pt, poly: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function isLand(lon: number, lat: number): string | null {
  for (const [k, poly] of Object.entries(LAND)) if (inPoly([lon, lat], poly)) return k;
  return null;
}

export type Region = 'europe' | 'northAmerica' | 'seAsia' | 'australia' | 'other';

/** Which business region a land point belongs to (the shop's main and secondary markets). */
export function regionOf(lon: number, lat: number, land: string): Region {
  if (land === 'northAmerica' || land === 'greenland' || land === 'cuba') return 'northAmerica';
  if (['britain', 'ireland', 'iceland', 'scandinavia'].includes(land)) return 'europe';
  if (land === 'eurasia' && lon < 40 && lat > 35) return 'europe';
  if (['australia', 'tasmania', 'newZealand'].includes(land)) return 'australia';
  if (['philippines', 'borneo', 'sumatra', 'java', 'sulawesi', 'newGuinea'].includes(land)) return 'seAsia';
  if (land === 'eurasia' && lon > 92 && lon < 110 && lat < 24) return 'seAsia';
  return 'other';
}

/** Equirectangular projection into a box. */
export function proj(lon: number, lat: number, x: number, y: number, w: number, h: number): Pt {
  return [x + ((lon + 180) / 360) * w, y + ((90 - lat) / 180) * h];
}

/** Dotted world map; colour(region) decides each dot's fill ('' hides it). */
export function dotMap(x: number, y: number, w: number, h: number, step: number, dot: number, colour: (r: Region) => string): string {
  let out = '';
  for (let lat = 82; lat > -58; lat -= step) {
    for (let lon = -178; lon < 180; lon += step) {
      const land = isLand(lon, lat);
      if (!land) continue;
      const fill = colour(regionOf(lon, lat, land));
      if (!fill) continue;
      const [px, py] = proj(lon, lat, x, y, w, h * (180 / 180));
      out += `<circle cx="${f(px)}" cy="${f(py)}" r="${dot}" fill="${fill}"/>`;
    }
  }
  return out;
}

function densify(poly: Pt[], step = 3): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 0; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  return out;
}

/** Orthographic projection of a lon/lat onto a globe centred at lon0/lat0. Returns [x, y, visible]. */
export function ortho(lon: number, lat: number, lon0: number, lat0: number): [number, number, boolean] {
  const d = Math.PI / 180;
  const l = (lon - lon0) * d;
  const p = lat * d;
  const p0 = lat0 * d;
  const x = Math.cos(p) * Math.sin(l);
  const y = Math.cos(p0) * Math.sin(p) - Math.sin(p0) * Math.cos(p) * Math.cos(l);
  const c = Math.sin(p0) * Math.sin(p) + Math.cos(p0) * Math.cos(p) * Math.cos(l);
  return [x, -y, c >= 0];
}

/** Flat globe with continents, graticule and a rim light. */
export function globe(id: string, cx: number, cy: number, r: number, lon0: number, lat0: number, o: { ocean: [string, string]; land: string; grid: string; rim: string }): { defs: string; body: string } {
  const defs = rad(`${id}Ocean`, [[0, o.ocean[0]], [1, o.ocean[1]]], 0.35, 0.3, 0.8) +
    `<clipPath id="${id}Clip"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
    rad(`${id}Shade`, [[0, '#000', 0], [0.7, '#000', 0], [1, '#000', 0.28]], 0.4, 0.38, 0.7);
  let land = '';
  for (const poly of Object.values(LAND)) {
    const pts = densify(poly).map(([lo, la]) => {
      let [x, y, vis] = ortho(lo, la, lon0, lat0);
      if (!vis) {
        const n = Math.hypot(x, y) || 1;
        x /= n;
        y /= n;
      }
      return [vis, cx + x * r, cy + y * r] as const;
    });
    if (!pts.some((p) => p[0])) continue;
    land += `<path d="M${pts.map((p) => `${f(p[1])} ${f(p[2])}`).join(' L')} Z"/>`;
  }
  let grid = '';
  for (let lat = -60; lat <= 60; lat += 30) {
    const pts: string[] = [];
    for (let lon = -180; lon <= 180; lon += 5) {
      const [x, y, vis] = ortho(lon, lat, lon0, lat0);
      if (vis) pts.push(`${f(cx + x * r)} ${f(cy + y * r)}`);
      else if (pts.length) { grid += `<path d="M${pts.join(' L')}"/>`; pts.length = 0; }
    }
    if (pts.length > 1) grid += `<path d="M${pts.join(' L')}"/>`;
  }
  for (let lon = -180; lon < 180; lon += 30) {
    const pts: string[] = [];
    for (let lat = -90; lat <= 90; lat += 5) {
      const [x, y, vis] = ortho(lon, lat, lon0, lat0);
      if (vis) pts.push(`${f(cx + x * r)} ${f(cy + y * r)}`);
      else if (pts.length) { grid += `<path d="M${pts.join(' L')}"/>`; pts.length = 0; }
    }
    if (pts.length > 1) grid += `<path d="M${pts.join(' L')}"/>`;
  }
  const body = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}Ocean)"/>` +
    `<g clip-path="url(#${id}Clip)"><g fill="none" stroke="${o.grid}" stroke-width="1.2">${grid}</g><g fill="${o.land}">${land}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}Shade)"/></g>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${o.rim}" stroke-width="3" opacity="0.8"/>`;
  return { defs, body };
}

export function globePoint(cx: number, cy: number, r: number, lon: number, lat: number, lon0: number, lat0: number): Pt {
  const [x, y] = ortho(lon, lat, lon0, lat0);
  return [cx + x * r, cy + y * r];
}

/** A curved flight arc between two screen points (quadratic, bowed upwards). */
export function arcPath(a: Pt, b: Pt, lift = 0.3): string {
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2 - Math.hypot(b[0] - a[0], b[1] - a[1]) * lift;
  return `M${f(a[0])} ${f(a[1])} Q${f(mx)} ${f(my)} ${f(b[0])} ${f(b[1])}`;
}

export function quadAt(a: Pt, c: Pt, b: Pt, u: number): { p: Pt; angle: number } {
  const x = (1 - u) ** 2 * a[0] + 2 * (1 - u) * u * c[0] + u ** 2 * b[0];
  const y = (1 - u) ** 2 * a[1] + 2 * (1 - u) * u * c[1] + u ** 2 * b[1];
  const dx = 2 * (1 - u) * (c[0] - a[0]) + 2 * u * (b[0] - c[0]);
  const dy = 2 * (1 - u) * (c[1] - a[1]) + 2 * u * (b[1] - c[1]);
  return { p: [x, y], angle: (Math.atan2(dy, dx) * 180) / Math.PI };
}

export function cubicAt(p0: Pt, p1: Pt, p2: Pt, p3: Pt, u: number): { p: Pt; angle: number } {
  const m = 1 - u;
  const x = m ** 3 * p0[0] + 3 * m * m * u * p1[0] + 3 * m * u * u * p2[0] + u ** 3 * p3[0];
  const y = m ** 3 * p0[1] + 3 * m * m * u * p1[1] + 3 * m * u * u * p2[1] + u ** 3 * p3[1];
  const dx = 3 * m * m * (p1[0] - p0[0]) + 6 * m * u * (p2[0] - p1[0]) + 3 * u * u * (p3[0] - p2[0]);
  const dy = 3 * m * m * (p1[1] - p0[1]) + 6 * m * u * (p2[1] - p1[1]) + 3 * u * u * (p3[1] - p2[1]);
  return { p: [x, y], angle: (Math.atan2(dy, dx) * 180) / Math.PI };
}

export function pin(x: number, y: number, s: number, fill: string, dot = '#fff'): string {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${s})"><path d="M0 0 C-4 -8 -12 -14 -12 -24 A12 12 0 0 1 12 -24 C12 -14 4 -8 0 0 Z" fill="${fill}"/><circle cx="0" cy="-24" r="5" fill="${dot}"/></g>`;
}
