// Animated scenes for the hero videos. Each scene is a function of t in [0, 1): every moving part
// is periodic in t (or off-screen at both ends), so the last frame flows into the first one.
import {
  C, airliner, arcPath, cloudBand, f, globe, globePoint, lin, planeGlyph, quadAt, rad, skyline, svg, cubicAt, pin,
} from './draw.ts';
import type { Pt } from './draw.ts';
import { boardingPass, campus, gradCap, homeBattery, passport, solarHouse, sunRays, tree } from './objects.ts';

const TAU = Math.PI * 2;

function worldScene(t: number, W: number, H: number, portrait: boolean): string {
  const gx = portrait ? W / 2 : 930;
  const gy = portrait ? 340 : 330;
  const gr = portrait ? 180 : 220;
  const defs =
    lin('sky', [[0, '#062f3a'], [0.45, C.teal], [0.8, '#f4a261'], [1, '#fcd9a8']]) +
    rad('sun', [[0, '#fff7d6', 0.95], [0.3, '#fde68a', 0.6], [1, '#fde68a', 0]]) +
    rad('halo', [[0, C.tealLight, 0.0], [0.72, C.tealLight, 0.0], [0.8, C.tealLight, 0.35], [1, C.tealLight, 0]]) +
    lin('trail', [[0, '#fff', 0], [1, '#fff', 0.7]], 0, 0, 1, 0);
  const g = globe('g', gx, gy, gr, 60, 18, { ocean: ['#2dd4bf', '#0f5e57'], land: '#ecfdf5', grid: '#99f6e4', rim: '#ccfbf1' });
  const sunX = portrait ? 120 : 330;
  const sunY = portrait ? 640 : 500;
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  b += `<circle cx="${sunX}" cy="${sunY}" r="${portrait ? 260 : 340}" fill="url(#sun)"/>`;
  // stars twinkle in the upper sky
  for (let i = 0; i < 40; i++) {
    const sx = (i * 197.3) % W;
    const sy = (i * 71.7) % (H * 0.35);
    const op = 0.25 + 0.35 * (0.5 + 0.5 * Math.sin(TAU * (t + i * 0.13)));
    b += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${i % 3 === 0 ? 1.6 : 1}" fill="#fff" opacity="${f(op)}"/>`;
  }
  b += cloudBand(t, W, W / 2, portrait ? 180 : 140, 11, '#ffffff', 0.12, 1.1);
  // globe, halo and orbits
  const pulse = 0.5 + 0.5 * Math.sin(TAU * t);
  b += `<circle cx="${gx}" cy="${gy}" r="${f(gr * (1.35 + 0.03 * pulse))}" fill="url(#halo)"/>`;
  const orbits = [
    { rx: gr * 1.32, ry: gr * 0.42, rot: -18, speed: 1, phase: 0 },
    { rx: gr * 1.2, ry: gr * 0.6, rot: 28, speed: -1, phase: 0.4 },
  ];
  let back = '';
  let front = '';
  for (const o of orbits) {
    const ell = `<ellipse cx="${gx}" cy="${gy}" rx="${f(o.rx)}" ry="${f(o.ry)}" transform="rotate(${o.rot} ${gx} ${gy})" fill="none" stroke="#ccfbf1" stroke-opacity="0.45" stroke-width="1.5" stroke-dasharray="6 8"/>`;
    back += ell;
    for (let k = 0; k < 2; k++) {
      const a = TAU * (o.phase + k * 0.5 + o.speed * t);
      const lx = Math.cos(a) * o.rx;
      const ly = Math.sin(a) * o.ry;
      const rr = (o.rot * Math.PI) / 180;
      const px = gx + lx * Math.cos(rr) - ly * Math.sin(rr);
      const py = gy + lx * Math.sin(rr) + ly * Math.cos(rr);
      const dx = -Math.sin(a) * o.rx * o.speed;
      const dy = Math.cos(a) * o.ry * o.speed;
      const hx = dx * Math.cos(rr) - dy * Math.sin(rr);
      const hy = dx * Math.sin(rr) + dy * Math.cos(rr);
      const ang = (Math.atan2(hy, hx) * 180) / Math.PI;
      const glyph = planeGlyph(px, py, portrait ? 1.5 : 1.7, ang, '#fff');
      if (Math.sin(a) > 0) front += glyph;
      else back += glyph;
    }
  }
  b += back + g.body;
  // city links on the globe with dashes travelling along them
  const cities: Array<[number, number]> = [[121.5, 31.2], [2.35, 48.9], [-0.1, 51.5], [13.4, 52.5], [103.8, 1.35], [55.3, 25.2], [37.6, 55.7], [77.2, 28.6]];
  const pts: Pt[] = cities.map(([lo, la]) => globePoint(gx, gy, gr, lo, la, 60, 18));
  const hub = pts[0];
  for (let i = 1; i < pts.length; i++) {
    b += `<path d="${arcPath(hub, pts[i], 0.35)}" fill="none" stroke="${C.amber}" stroke-width="2.5" stroke-linecap="round" stroke-dasharray="8 10" stroke-dashoffset="${f(-t * 36)}"/>`;
  }
  for (const p of pts) b += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(4 + 3 * pulse)}" fill="${C.amber}" opacity="0.35"/><circle cx="${f(p[0])}" cy="${f(p[1])}" r="4" fill="${C.amberLight}"/>`;
  b += front;
  // airliner crossing the sky with a contrail
  const ax = -200 + t * (W + 680);
  const ay = portrait ? 620 - t * 60 : 200 - t * 50;
  const ang = portrait ? -4 : -3;
  b += `<rect x="${f(ax - 320)}" y="${f(ay - 2)}" width="260" height="4" rx="2" fill="url(#trail)" transform="rotate(${ang} ${f(ax)} ${f(ay)})"/>`;
  b += airliner(ax, ay, portrait ? 1.1 : 1.4, ang, '#ffffff', C.teal);
  // skyline layers with twinkling windows
  const base = H - (portrait ? 70 : 60);
  b += skyline({ x0: -20, width: W + 40, base: base - 10, seed: 5, color: '#14655d', minH: portrait ? 120 : 110, maxH: portrait ? 260 : 230, win: '#99f6e4', winOpacity: 0.35 });
  b += skyline({ x0: -10, width: W + 20, base, seed: 9, color: C.tealDeep, minH: portrait ? 70 : 60, maxH: portrait ? 200 : 170, win: C.amberLight, winOpacity: 0.85, t });
  b += `<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="#021c1b"/>`;
  // a few headlights running along the waterfront road (period = one loop)
  for (let i = 0; i < 6; i++) {
    const cx = ((i / 6 + t) % 1) * (W + 80) - 40;
    b += `<rect x="${f(cx)}" y="${base + 18}" width="26" height="3" rx="1.5" fill="${C.amberLight}" opacity="0.8"/>`;
    const cx2 = W - ((((i + 0.5) / 6 + t) % 1) * (W + 80) - 40);
    b += `<rect x="${f(cx2)}" y="${base + 32}" width="26" height="3" rx="1.5" fill="#fca5a5" opacity="0.7"/>`;
  }
  return svg(W, H, b, defs + g.defs);
}

function studyScene(t: number, W: number, H: number, portrait: boolean): string {
  const defs =
    lin('sky', [[0, '#bfe9f5'], [0.6, '#e0f7f3'], [1, '#fff4dc']]) +
    rad('sun', [[0, '#fff', 1], [0.25, '#fef3c7', 0.9], [1, '#fef3c7', 0]]) +
    lin('lawn', [[0, '#86efac'], [1, '#4ade80']]);
  const bob = Math.sin(TAU * t);
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const sun: Pt = portrait ? [420, 150] : [1080, 120];
  b += sunRays(sun[0], sun[1], portrait ? 380 : 460, 16, t * (360 / 16), '#fff7d6', 0.28);
  b += `<circle cx="${sun[0]}" cy="${sun[1]}" r="150" fill="url(#sun)"/><circle cx="${sun[0]}" cy="${sun[1]}" r="46" fill="#fde68a"/>`;
  b += cloudBand(t, W, W / 2, portrait ? 250 : 110, 21, '#fff', 0.85, portrait ? 0.9 : 1);
  b += cloudBand(t, W, W / 3, portrait ? 520 : 300, 23, '#fff', 0.5, 0.6);
  // hills and campus
  const ground = portrait ? H - 150 : H - 110;
  b += `<path d="M0 ${ground - 40} Q${W * 0.25} ${ground - 120} ${W * 0.55} ${ground - 50} T${W} ${ground - 70} V${H} H0 Z" fill="#a7f3d0"/>`;
  b += campus(portrait ? W / 2 : 900, ground + 4, portrait ? 0.8 : 1.05);
  b += tree(portrait ? 50 : 620, ground + 6, 1.1, '#16a34a') + tree(portrait ? 500 : 1190, ground + 6, 1.2, '#15803d') + tree(portrait ? 95 : 1240, ground + 8, 0.8, '#22c55e');
  b += `<rect x="0" y="${ground}" width="${W}" height="${H - ground}" fill="url(#lawn)"/>`;
  b += `<path d="M${portrait ? W / 2 - 30 : 870} ${ground} L${portrait ? W / 2 - 90 : 760} ${H} H${portrait ? W / 2 + 90 : 1040} L${portrait ? W / 2 + 30 : 930} ${ground} Z" fill="#fef3c7" opacity="0.8"/>`;
  // flight path: dashed curve with a plane that runs off-screen at both ends
  const p0: Pt = portrait ? [-120, 760] : [-140, 520];
  const p1: Pt = portrait ? [160, 420] : [360, 120];
  const p2: Pt = portrait ? [420, 700] : [820, 420];
  const p3: Pt = portrait ? [W + 140, 300] : [W + 160, 160];
  b += `<path d="M${p0[0]} ${p0[1]} C${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]} ${p3[0]} ${p3[1]}" fill="none" stroke="${C.teal}" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="10 12" stroke-dashoffset="${f(-t * 44)}"/>`;
  // passport, boarding pass and cap float gently
  if (portrait) {
    b += boardingPass(150, 150 + bob * 5, 1.05, -8, 'PEK', 'YYZ');
    b += passport(150, 380 - bob * 8, 1.1, -10 + bob * 2);
    b += gradCap(420, 440 + bob * 6, 0.8, 12);
    b += pin(90, 640 - bob * 4, 1.5, C.coral) + pin(470, 380 + bob * 4, 1.3, C.teal);
  } else {
    b += boardingPass(150, 150 + bob * 6, 1.25, -8, 'PEK', 'LHR');
    b += passport(300, 420 - bob * 10, 1.45, -10 + bob * 2);
    b += gradCap(560, 250 + bob * 8, 1.0, 12);
    b += pin(130, 560 - bob * 5, 1.6, C.coral) + pin(640, 460 + bob * 5, 1.3, C.teal);
  }
  const at = cubicAt(p0, p1, p2, p3, t);
  b += airliner(at.p[0], at.p[1], portrait ? 1.0 : 1.3, at.angle, '#ffffff', C.teal);
  return svg(W, H, b, defs);
}

function powerScene(t: number, W: number, H: number): string {
  const defs =
    lin('sky', [[0, '#0b3b4a'], [0.55, '#1f7a70'], [1, '#f9d8a7']]) +
    rad('sun', [[0, '#fffbe8', 1], [0.3, '#fde68a', 0.8], [1, '#fde68a', 0]]) +
    lin('ground', [[0, '#134e4a'], [1, '#042f2e']]);
  const pulse = 0.5 + 0.5 * Math.sin(TAU * t);
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  b += sunRays(210, 150, 400, 14, t * (360 / 14), '#fff3c4', 0.09);
  b += `<circle cx="210" cy="150" r="170" fill="url(#sun)"/><circle cx="210" cy="150" r="54" fill="#fde68a"/>`;
  b += cloudBand(t, W, W / 2, 120, 41, '#fff', 0.25, 0.9);
  const ground = H - 120;
  b += `<path d="M0 ${ground - 30} Q${W * 0.3} ${ground - 90} ${W * 0.6} ${ground - 30} T${W} ${ground - 50} V${H} H0 Z" fill="#1d6b62"/>`;
  b += tree(1190, ground + 4, 1.2, '#0d9488') + tree(120, ground + 4, 1.0, '#0f766e') + tree(1245, ground + 6, 0.8, '#14b8a6');
  b += `<rect x="0" y="${ground}" width="${W}" height="${H - ground}" fill="url(#ground)"/>`;
  const hx = 560;
  b += solarHouse(hx, ground, 1.1, 0.6 + 0.4 * pulse);
  // sunlight beams falling on the panels
  for (let i = 0; i < 3; i++) {
    const u = (t + i / 3) % 1;
    const x = 250 + (520 - 250) * u;
    const y = 190 + (330 - 190) * u;
    b += `<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="#fff7d6" opacity="${f(Math.sin(Math.PI * u))}"/>`;
  }
  const bat = homeBattery(900, ground - 130, 1, 0.2 + 0.8 * t, pulse, 'bat');
  // energy flow: panels -> battery -> house, shown as travelling dashes
  const flow = `M${hx + 150} ${ground - 300} C${hx + 300} ${ground - 330} 900 ${ground - 330} 900 ${ground - 245}`;
  const flow2 = `M900 ${ground - 18} C900 ${ground + 40} ${hx + 40} ${ground + 40} ${hx + 20} ${ground - 4}`;
  b += bat.body;
  for (const d of [flow, flow2]) {
    b += `<path d="${d}" fill="none" stroke="${C.tealLight}" stroke-opacity="0.25" stroke-width="10" stroke-linecap="round"/>`;
    b += `<path d="${d}" fill="none" stroke="${C.amberLight}" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 22" stroke-dashoffset="${f(-t * 96)}"/>`;
  }
  return svg(W, H, b, defs + bat.defs);
}

export interface VideoSpec {
  name: string;
  w: number;
  h: number;
  maxKB: number;
  scene: (t: number) => string;
}

export const VIDEOS: VideoSpec[] = [
  { name: 'home-desktop', w: 1280, h: 720, maxKB: 700, scene: (t) => worldScene(t, 1280, 720, false) },
  { name: 'home-mobile', w: 540, h: 960, maxKB: 500, scene: (t) => worldScene(t, 540, 960, true) },
  { name: 'study-desktop', w: 1280, h: 720, maxKB: 700, scene: (t) => studyScene(t, 1280, 720, false) },
  { name: 'study-mobile', w: 540, h: 960, maxKB: 500, scene: (t) => studyScene(t, 540, 960, true) },
  { name: 'smart-power', w: 1280, h: 720, maxKB: 700, scene: (t) => powerScene(t, 1280, 720) },
];

export { quadAt };
