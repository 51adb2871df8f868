// The shop's 'CB' monogram, drawn as strokes so it never depends on an installed font.
import { C } from './draw.ts';

const MONO = `<g transform="translate(9 0)" fill="none" stroke="#fff" stroke-width="44" stroke-linecap="round" stroke-linejoin="round">` +
  `<path d="M243.6 192.4 A90 90 0 1 0 243.6 319.6"/>` +
  `<path d="M300 166 V346 M300 166 H348 A45 45 0 0 1 348 256 H300 M300 256 H358 A45 45 0 0 1 358 346 H300"/></g>`;

const wrap = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${body}</svg>\n`;

/** Standard icon: rounded tile, monogram fills most of it. */
export const iconSvg = wrap(`<rect width="512" height="512" rx="112" fill="${C.teal}"/>${MONO}`);

/** Maskable: full-bleed background, monogram shrunk to stay well inside the central 80% safe zone. */
export const maskableSvg = wrap(`<rect width="512" height="512" fill="${C.teal}"/><g transform="translate(256 256) scale(0.72) translate(-256 -256)">${MONO}</g>`);

/** Apple touch icon: square (iOS rounds the corners itself). */
export const appleSvg = wrap(`<rect width="512" height="512" fill="${C.teal}"/><g transform="translate(256 256) scale(0.86) translate(-256 -256)">${MONO}</g>`);

export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="${C.teal}"/>${MONO}</svg>\n`;
