// Reusable illustrated objects (local coordinates, placed with translate/rotate/scale).
import { C, f, text } from './draw.ts';

const g = (x: number, y: number, s: number, rot: number, body: string): string =>
  `<g transform="translate(${f(x)},${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${s !== 1 ? ` scale(${s})` : ''}">${body}</g>`;

export function passport(x: number, y: number, s: number, rot = 0, cover: string = C.tealDark, gold: string = C.amberLight): string {
  return g(x, y, s, rot,
    `<rect x="-69" y="-92" width="150" height="200" rx="12" fill="#000" opacity="0.14"/>` +
    `<rect x="-75" y="-100" width="150" height="200" rx="12" fill="${cover}"/>` +
    `<rect x="-75" y="-100" width="16" height="200" rx="8" fill="#000" opacity="0.16"/>` +
    text(6, -58, 'PASSPORT', { size: 17, weight: 700, fill: gold, anchor: 'middle', ls: 3 }) +
    `<g fill="none" stroke="${gold}" stroke-width="3"><circle cx="6" cy="6" r="32"/><ellipse cx="6" cy="6" rx="13" ry="32"/><path d="M-26 6 H38 M-21 -10 H33 M-21 22 H33"/></g>` +
    text(6, 70, '护照', { size: 16, weight: 700, fill: gold, anchor: 'middle', ls: 4 }) +
    `<rect x="-6" y="80" width="24" height="14" rx="3" fill="none" stroke="${gold}" stroke-width="2"/><circle cx="6" cy="87" r="3" fill="${gold}"/>`);
}

export function boardingPass(x: number, y: number, s: number, rot = 0, from = 'PEK', to = 'LHR'): string {
  let bars = '';
  for (let i = 0; i < 26; i++) bars += `<rect x="${178 + i * 3}" y="34" width="${i % 3 === 0 ? 2 : 1}" height="46" fill="${C.ink}"/>`;
  return g(x, y, s, rot,
    `<rect x="4" y="6" width="270" height="110" rx="14" fill="#000" opacity="0.12"/>` +
    `<rect x="0" y="0" width="270" height="110" rx="14" fill="#fff"/>` +
    `<path d="M0 14 A14 14 0 0 1 14 0 H256 A14 14 0 0 1 270 14 V28 H0 Z" fill="${C.teal}"/>` +
    text(14, 20, 'BOARDING PASS', { size: 12, weight: 700, fill: '#fff', ls: 2 }) +
    text(14, 66, from, { size: 30, weight: 700, fill: C.ink }) +
    text(112, 66, to, { size: 30, weight: 700, fill: C.ink }) +
    `<path d="M80 56 h20 m-6 -5 l6 5 l-6 5" stroke="${C.amber}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    text(14, 92, 'GATE 12 · SEAT 24A', { size: 11, weight: 500, fill: C.slate, ls: 1 }) +
    `<path d="M166 30 V108" stroke="${C.grey}" stroke-dasharray="4 4" stroke-width="1.5"/>` + bars);
}

export function gradCap(x: number, y: number, s: number, rot = 0, fill: string = C.ink, tassel: string = C.amber): string {
  return g(x, y, s, rot,
    `<path d="M-40 -4 L-40 18 C-40 30 40 30 40 18 L40 -4 Z" fill="${fill}" opacity="0.85"/>` +
    `<path d="M0 -32 L70 -6 L0 20 L-70 -6 Z" fill="${fill}"/>` +
    `<path d="M0 -6 L52 6 V34" stroke="${tassel}" stroke-width="3" fill="none"/><circle cx="52" cy="38" r="6" fill="${tassel}"/>`);
}

export function tree(x: number, y: number, s: number, leaf: string = '#15803d', trunk = '#7c4a1e'): string {
  return g(x, y, s, 0,
    `<rect x="-5" y="-40" width="10" height="40" fill="${trunk}"/>` +
    `<circle cx="0" cy="-62" r="30" fill="${leaf}"/><circle cx="-18" cy="-46" r="20" fill="${leaf}"/><circle cx="18" cy="-46" r="20" fill="${leaf}"/>` +
    `<circle cx="-8" cy="-72" r="12" fill="#fff" opacity="0.12"/>`);
}

export function pine(x: number, y: number, s: number, fill = '#166534', snow = ''): string {
  return g(x, y, s, 0,
    `<rect x="-5" y="-18" width="10" height="18" fill="#6b4423"/>` +
    `<path d="M0 -120 L34 -60 L20 -60 L46 -18 L-46 -18 L-20 -60 L-34 -60 Z" fill="${fill}"/>` +
    (snow ? `<path d="M0 -120 L14 -95 L6 -92 L0 -98 L-6 -90 L-14 -95 Z" fill="${snow}"/>` : ''));
}

/** Classical campus hall with a clock tower; about 440 wide, base at y=0. */
export function campus(x: number, y: number, s: number, wall = '#fef3c7', shade = '#fcd34d', roof: string = C.teal): string {
  let cols = '';
  for (let i = 0; i < 6; i++) cols += `<rect x="${-150 + i * 56}" y="-150" width="18" height="124" fill="${wall}"/><rect x="${-153 + i * 56}" y="-156" width="24" height="8" fill="${shade}"/>`;
  let wins = '';
  for (const wx of [-200, 176]) for (let r = 0; r < 2; r++) wins += `<rect x="${wx}" y="${-140 + r * 58}" width="26" height="38" rx="13" fill="${C.tealDark}" opacity="0.75"/>`;
  return g(x, y, s, 0,
    `<rect x="-130" y="-330" width="100" height="0" fill="none"/>` +
    // tower
    `<rect x="-34" y="-300" width="68" height="110" fill="${wall}"/>` +
    `<path d="M-44 -300 Q0 -372 44 -300 Z" fill="${roof}"/><rect x="-2" y="-392" width="4" height="40" fill="${C.ink}"/>` +
    `<path d="M2 -392 L30 -384 L2 -376 Z" fill="${C.coral}"/>` +
    `<circle cx="0" cy="-256" r="22" fill="#fff" stroke="${shade}" stroke-width="5"/><path d="M0 -256 V-270 M0 -256 L10 -250" stroke="${C.ink}" stroke-width="3" stroke-linecap="round"/>` +
    // wings
    `<rect x="-220" y="-170" width="440" height="170" fill="${wall}"/>` +
    `<rect x="-230" y="-182" width="460" height="16" fill="${shade}"/>` +
    // portico
    `<path d="M-175 -182 L0 -244 L175 -182 Z" fill="${roof}"/><path d="M-135 -188 L0 -232 L135 -188 Z" fill="#fff" opacity="0.18"/>` +
    `<rect x="-165" y="-158" width="330" height="132" fill="${shade}" opacity="0.35"/>` + cols + wins +
    `<rect x="-22" y="-96" width="44" height="70" rx="22" fill="${C.tealDark}"/>` +
    `<rect x="-190" y="-26" width="380" height="10" fill="${shade}"/><rect x="-205" y="-16" width="410" height="8" fill="${wall}"/><rect x="-220" y="-8" width="440" height="8" fill="${shade}"/>`);
}

/** House with a solar roof; base at y=0, about 420 wide. glow 0..1 lights the windows. */
export function solarHouse(x: number, y: number, s: number, glow = 1): string {
  // roof seen from the front: a trapezoid from the eaves (y=-196) up to the ridge (y=-306)
  const yb = -204;
  const yt = -296;
  const xAt = (yy: number, side: number): number => side * (210 - ((yb - yy) / (yb - yt)) * 62) - side * 14;
  let panels = '';
  const rows = 2;
  const cols = 5;
  for (let r = 0; r < rows; r++) {
    const y0 = yt + ((yb - yt) * r) / rows + 3;
    const y1 = yt + ((yb - yt) * (r + 1)) / rows - 3;
    for (let c = 0; c < cols; c++) {
      const l0 = xAt(y0, -1);
      const r0 = xAt(y0, 1);
      const l1 = xAt(y1, -1);
      const r1 = xAt(y1, 1);
      const a = (u: number, v0: number, v1: number): number => v0 + (v1 - v0) * u;
      const u0 = c / cols + 0.006;
      const u1 = (c + 1) / cols - 0.006;
      panels += `<path d="M${f(a(u0, l0, r0))} ${f(y0)} L${f(a(u1, l0, r0))} ${f(y0)} L${f(a(u1, l1, r1))} ${f(y1)} L${f(a(u0, l1, r1))} ${f(y1)} Z" fill="#1e3a8a"/>`;
      const ym = (y0 + y1) / 2;
      panels += `<path d="M${f(a(u0, (l0 + l1) / 2, (r0 + r1) / 2))} ${f(ym)} L${f(a(u1, (l0 + l1) / 2, (r0 + r1) / 2))} ${f(ym)}" stroke="#60a5fa" stroke-width="1.2" opacity="0.7"/>`;
    }
  }
  const win = (wx: number, wy: number, w: number, h: number): string =>
    `<rect x="${wx}" y="${wy}" width="${w}" height="${h}" rx="4" fill="#fde68a" opacity="${f(0.55 + 0.45 * glow)}"/><path d="M${wx + w / 2} ${wy} v${h} M${wx} ${wy + h / 2} h${w}" stroke="#fff" stroke-width="3" opacity="0.8"/>`;
  return g(x, y, s, 0,
    `<rect x="110" y="-346" width="34" height="70" fill="${C.slate}"/>` +
    `<rect x="-180" y="-200" width="360" height="200" fill="#f0fdfa"/>` +
    `<path d="M-220 -192 L-158 -310 H158 L220 -192 Z" fill="${C.tealDark}"/>` +
    `<path d="M-220 -192 H220" stroke="#0b3b38" stroke-width="8"/>` + panels +
    `<rect x="-180" y="-188" width="360" height="10" fill="#000" opacity="0.08"/>` +
    win(-140, -160, 90, 70) + win(50, -160, 90, 70) +
    `<rect x="-30" y="-120" width="60" height="120" rx="6" fill="${C.teal}"/><circle cx="18" cy="-58" r="4" fill="${C.amberLight}"/>` +
    `<rect x="-196" y="-4" width="392" height="8" rx="4" fill="${C.slate}" opacity="0.5"/>`);
}

/** Home battery wall unit; level 0..1 lights bars, glow 0..1 pulses the halo. */
export function homeBattery(x: number, y: number, s: number, level: number, glow: number, id = 'bat'): { defs: string; body: string } {
  const defs = `<radialGradient id="${id}Halo"><stop offset="0" stop-color="${C.tealLight}" stop-opacity="0.8"/><stop offset="1" stop-color="${C.tealLight}" stop-opacity="0"/></radialGradient>`;
  let bars = '';
  for (let i = 0; i < 5; i++) {
    const on = level * 5 > i;
    bars += `<rect x="-20" y="${40 - i * 26}" width="40" height="18" rx="4" fill="${on ? C.tealLight : '#cbd5e1'}" opacity="${on ? 1 : 0.6}"/>`;
  }
  return {
    defs,
    body: g(x, y, s, 0,
      `<ellipse cx="0" cy="0" rx="${f(110 + glow * 30)}" ry="${f(150 + glow * 30)}" fill="url(#${id}Halo)" opacity="${f(0.45 + glow * 0.5)}"/>` +
      `<rect x="-52" y="-112" width="104" height="224" rx="22" fill="#f1f5f9"/>` +
      `<rect x="-52" y="-112" width="20" height="224" rx="10" fill="#e2e8f0"/>` +
      `<rect x="-30" y="-88" width="60" height="156" rx="12" fill="${C.tealDeep}"/>` + bars +
      `<path d="M-6 -78 L-14 -60 H-2 L-8 -44 L12 -66 H0 L6 -78 Z" fill="${C.amberLight}"/>` +
      text(0, 96, 'CB-10', { size: 14, weight: 700, fill: C.teal, anchor: 'middle', ls: 2 })),
  };
}

/** Container ship, bow to the right; waterline at y=0, about 620 long. */
export function containerShip(x: number, y: number, s: number, seed = 3): string {
  const colours = [C.teal, C.amber, C.coral, '#0ea5e9', '#6366f1', C.tealDark, '#f97316'];
  let boxes = '';
  let k = seed;
  for (let col = 0; col < 9; col++) {
    const rows = 2 + ((col * 7 + seed) % 3);
    for (let r = 0; r < rows; r++) {
      k = (k * 31 + 7) % 97;
      const c = colours[k % colours.length];
      boxes += `<rect x="${-200 + col * 46}" y="${-76 - r * 26}" width="44" height="24" rx="2" fill="${c}"/><path d="M${-192 + col * 46} ${-72 - r * 26} v16 M${-182 + col * 46} ${-72 - r * 26} v16 M${-172 + col * 46} ${-72 - r * 26} v16 M${-162 + col * 46} ${-72 - r * 26} v16" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`;
    }
  }
  return g(x, y, s, 0,
    `<path d="M-300 -52 H290 L330 -52 L300 20 H-280 Z" fill="${C.navy}"/>` +
    `<path d="M-292 -6 H316 L300 20 H-280 Z" fill="${C.coral}"/>` +
    `<rect x="-290" y="-60" width="600" height="10" fill="#1e293b"/>` +
    boxes +
    `<rect x="-285" y="-170" width="66" height="112" fill="#f8fafc"/><rect x="-275" y="-160" width="46" height="12" fill="${C.tealDark}"/><rect x="-275" y="-138" width="46" height="8" fill="${C.tealDark}" opacity="0.6"/>` +
    `<rect x="-262" y="-206" width="16" height="38" fill="${C.amber}"/><rect x="-262" y="-206" width="16" height="8" fill="${C.ink}"/>` +
    text(60, -22, 'CROSS-BORDER', { size: 22, weight: 700, fill: '#fff', anchor: 'middle', ls: 4 }));
}

export function waves(y: number, W: number, colour: string, amp = 8, len = 80, phase = 0, opacity = 1, H = 0): string {
  let d = `M${-len * 2 + phase} ${y}`;
  for (let x = -len * 2 + phase; x < W + len * 2; x += len) d += ` q${len / 4} ${-amp} ${len / 2} 0 t${len / 2} 0`;
  d += ` V${H || y + 400} H${-len * 2} Z`;
  return `<path d="${d}" fill="${colour}" opacity="${opacity}"/>`;
}

/** Electric kick-scooter, wheels on y=0, about 330 wide. */
export function scooter(x: number, y: number, s: number, body: string = C.teal, dark: string = C.ink): string {
  const wheel = (cx: number): string => `<circle cx="${cx}" cy="-36" r="36" fill="${dark}"/><circle cx="${cx}" cy="-36" r="20" fill="#cbd5e1"/><circle cx="${cx}" cy="-36" r="7" fill="${dark}"/>`;
  return g(x, y, s, 0,
    `<ellipse cx="0" cy="2" rx="190" ry="10" fill="#000" opacity="0.18"/>` +
    `<path d="M-178 -60 A44 44 0 0 1 -96 -62" stroke="${body}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M-140 -36 L-118 -62 H96 L118 -36" stroke="${dark}" stroke-width="8" fill="none" stroke-linejoin="round"/>` +
    `<rect x="-124" y="-78" width="220" height="22" rx="11" fill="${body}"/><rect x="-104" y="-82" width="180" height="6" rx="3" fill="${dark}"/>` +
    `<path d="M88 -70 L118 -36" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M96 -72 L60 -330" stroke="${body}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M22 -334 H98" stroke="${dark}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="70" y="-304" width="22" height="14" rx="4" fill="${C.amberLight}" transform="rotate(-8 81 -297)"/>` +
    wheel(-140) + wheel(118));
}

/** Ski boot facing right, sole on y=0, about 260 long. */
export function skiBoot(x: number, y: number, s: number, shell: string = C.teal, accent: string = C.amber, dark: string = C.ink): string {
  return g(x, y, s, 0,
    `<path d="M0 -6 L4 -60 L14 -240 L120 -240 L126 -150 C150 -128 200 -104 238 -88 C252 -82 258 -64 258 -40 L258 -6 Z" fill="${shell}"/>` +
    `<path d="M14 -240 L120 -240 L123 -200 L10 -188 Z" fill="${dark}"/>` +
    `<path d="M4 -60 L14 -180 L60 -176 L56 -60 Z" fill="#fff" opacity="0.12"/>` +
    `<rect x="-6" y="-14" width="272" height="22" rx="6" fill="${dark}"/>` +
    `<rect x="8" y="-222" width="112" height="16" rx="4" fill="${accent}"/>` +
    `<g fill="#e2e8f0"><rect x="104" y="-176" width="40" height="10" rx="5" transform="rotate(8 124 -171)"/><rect x="140" y="-142" width="40" height="10" rx="5" transform="rotate(20 160 -137)"/><rect x="188" y="-116" width="40" height="10" rx="5" transform="rotate(24 208 -111)"/></g>` +
    text(60, -110, 'BOOTSKI', { size: 20, weight: 800, fill: '#fff', anchor: 'middle', ls: 2 }));
}

/** A pod vape device, about 80 wide and 300 tall, centred on x, bottom at y=0. */
export function vapePod(x: number, y: number, s: number, rot: number, body: string, accent: string, label: string, id: string, labelFill = '#fff'): { defs: string; body: string } {
  const defs = `<linearGradient id="${id}Body" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`;
  return {
    defs,
    body: g(x, y, s, rot,
      `<path d="M-22 -300 Q-22 -318 0 -320 Q22 -318 22 -300 L28 -236 H-28 Z" fill="${accent}" opacity="0.85"/>` +
      `<rect x="-40" y="-240" width="80" height="240" rx="34" fill="${body}"/>` +
      `<rect x="-40" y="-240" width="80" height="240" rx="34" fill="url(#${id}Body)"/>` +
      `<rect x="-30" y="-232" width="60" height="58" rx="20" fill="${accent}" opacity="0.55"/>` +
      `<circle cx="0" cy="-48" r="6" fill="${accent}"/>` +
      `<text x="0" y="-120" transform="rotate(-90 0 -120)" font-family="Noto Sans CJK SC" font-size="22" font-weight="800" fill="${labelFill}" text-anchor="middle" letter-spacing="4" dy="8">${label}</text>`),
  };
}

/** Blind box with a question mark; base at y=0, about 200 wide. */
export function blindBox(x: number, y: number, s: number, rot: number, box: string, lid: string, mark = '#fff'): string {
  return g(x, y, s, rot,
    `<rect x="-90" y="-170" width="180" height="170" rx="12" fill="${box}"/>` +
    `<rect x="-90" y="-170" width="60" height="170" rx="12" fill="#fff" opacity="0.12"/>` +
    `<rect x="-104" y="-206" width="208" height="46" rx="10" fill="${lid}"/>` +
    `<rect x="-14" y="-206" width="28" height="206" fill="${C.amberLight}" opacity="0.9"/>` +
    `<path d="M0 -206 C-40 -250 -70 -230 -52 -214 C-40 -204 -16 -206 0 -206 C16 -206 40 -204 52 -214 C70 -230 40 -250 0 -206 Z" fill="${C.amberLight}"/>` +
    text(-50, -60, '?', { size: 80, weight: 900, fill: mark, anchor: 'middle' }));
}

/** A traveller with a backpack holding a map; feet at y=0, about 220 tall. */
export function traveller(x: number, y: number, s: number): string {
  return g(x, y, s, 0,
    `<ellipse cx="0" cy="4" rx="70" ry="10" fill="#000" opacity="0.15"/>` +
    `<rect x="-26" y="-96" width="20" height="96" rx="10" fill="${C.navy}"/><rect x="6" y="-96" width="20" height="96" rx="10" fill="${C.navy}"/>` +
    `<rect x="-34" y="-6" width="30" height="12" rx="6" fill="${C.ink}"/><rect x="4" y="-6" width="30" height="12" rx="6" fill="${C.ink}"/>` +
    `<rect x="-58" y="-180" width="40" height="90" rx="14" fill="${C.amber}"/>` +
    `<rect x="-36" y="-190" width="72" height="104" rx="24" fill="${C.teal}"/>` +
    `<circle cx="0" cy="-218" r="28" fill="#f5c6a5"/>` +
    `<path d="M-30 -222 C-30 -256 30 -256 30 -222 C20 -236 -10 -240 -30 -222 Z" fill="${C.ink}"/>` +
    `<path d="M-34 -238 Q0 -270 34 -238 Z" fill="${C.coral}"/><rect x="-40" y="-240" width="80" height="8" rx="4" fill="${C.coral}"/>` +
    `<circle cx="-9" cy="-214" r="3" fill="${C.ink}"/><circle cx="11" cy="-214" r="3" fill="${C.ink}"/><path d="M-6 -200 Q1 -196 8 -200" stroke="${C.ink}" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    `<path d="M20 -160 L62 -150" stroke="${C.teal}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M40 -196 L110 -186 L104 -118 L34 -128 Z" fill="#fff"/><path d="M63 -192 L58 -124 M86 -189 L81 -121" stroke="${C.grey}" stroke-width="1.5"/>` +
    `<path d="M48 -176 Q64 -150 78 -166 T98 -140" stroke="${C.coral}" stroke-width="3" fill="none" stroke-dasharray="5 4"/>` +
    `<circle cx="98" cy="-140" r="5" fill="${C.coral}"/>`);
}

export function suitcase(x: number, y: number, s: number, fill: string = C.coral): string {
  return g(x, y, s, 0,
    `<rect x="-14" y="-118" width="28" height="30" rx="8" fill="none" stroke="${C.slate}" stroke-width="6"/>` +
    `<rect x="-44" y="-96" width="88" height="86" rx="14" fill="${fill}"/>` +
    `<path d="M-20 -96 V-10 M20 -96 V-10" stroke="#000" stroke-opacity="0.15" stroke-width="6"/>` +
    `<circle cx="-28" cy="-4" r="7" fill="${C.ink}"/><circle cx="28" cy="-4" r="7" fill="${C.ink}"/>`);
}

export function sunRays(cx: number, cy: number, r: number, n: number, rot: number, colour: string, opacity = 0.35): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a0 = ((i * 360) / n + rot) * (Math.PI / 180);
    const a1 = a0 + (Math.PI / n) * 0.55;
    d += `M${f(cx)} ${f(cy)} L${f(cx + Math.cos(a0) * r)} ${f(cy + Math.sin(a0) * r)} L${f(cx + Math.cos(a1) * r)} ${f(cy + Math.sin(a1) * r)} Z `;
  }
  return `<path d="${d}" fill="${colour}" opacity="${opacity}"/>`;
}
