// Writes every SVG the media script rasterises (stills, video frames, icons) into a work folder,
// plus manifests the shell script reads. Usage: node generate.ts <workDir>
// Contact details come from the environment so the shell script is the one place to change them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { allStills } from './stills.ts';
import { VIDEOS } from './videos.ts';
import { appleSvg, faviconSvg, iconSvg, maskableSvg } from './icons.ts';

const work = process.argv[2];
if (!work) throw new Error('usage: node generate.ts <workDir>');
const wechatId = process.env.WECHAT_ID ?? 'CrossBorderCS';
const phone = process.env.CS_PHONE ?? '+86 400-820-2007';
const fps = Number(process.env.FPS ?? 24);
const seconds = Number(process.env.LOOP_SECONDS ?? 5);
const contact = { wechatId, phone, wechatUrl: `weixin://contacts/profile/${wechatId}` };

mkdirSync(join(work, 'stills'), { recursive: true });
const stills = allStills(contact);
for (const s of stills) writeFileSync(join(work, 'stills', `${s.name}.svg`), s.svg);
writeFileSync(join(work, 'stills.tsv'), stills.map((s) => `${s.name}\t${s.w}\t${s.h}\t${s.maxKB}`).join('\n') + '\n');

const frames = Math.round(fps * seconds);
for (const v of VIDEOS) {
  const dir = join(work, 'frames', v.name);
  mkdirSync(dir, { recursive: true });
  // t runs over [0, 1) so the frame after the last one is frame 0 again: a seamless loop.
  for (let i = 0; i < frames; i++) writeFileSync(join(dir, `${String(i).padStart(4, '0')}.svg`), v.scene(i / frames));
}
writeFileSync(join(work, 'videos.tsv'), VIDEOS.map((v) => `${v.name}\t${v.w}\t${v.h}\t${v.maxKB}`).join('\n') + '\n');

mkdirSync(join(work, 'icons'), { recursive: true });
writeFileSync(join(work, 'icons', 'icon.svg'), iconSvg);
writeFileSync(join(work, 'icons', 'maskable.svg'), maskableSvg);
writeFileSync(join(work, 'icons', 'apple.svg'), appleSvg);
writeFileSync(join(work, 'icons', 'favicon.svg'), faviconSvg);

await QRCode.toFile(join(work, 'wechat-qr.png'), contact.wechatUrl, {
  errorCorrectionLevel: 'M',
  margin: 2,
  width: 512,
  color: { dark: '#0f172aff', light: '#ffffffff' },
});
console.log(`wrote ${stills.length} stills, ${VIDEOS.length} videos x ${frames} frames, icons and QR into ${work}`);
