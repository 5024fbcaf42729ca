/**
 * A contact sheet of captchas for a person to look at (readability check):
 *   npx tsx tests/captcha-solver/preview.ts [out.png] [scale] [count] [--previous]
 * Prints the answers, row by row, left to right.
 */
import { writeFileSync } from 'node:fs';
import { encodePng } from '../../manifest/png';
import { drawCaptcha, newCaptchaAnswer } from '../../server/captcha/render';
import { drawPreviousCaptcha } from './previous-renderer';

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const [out = '/tmp/captcha-preview.png', scale = 3, count = 12] = [args[0], Number(args[1] ?? 3), Number(args[2] ?? 12)];
const draw = process.argv.includes('--previous') ? drawPreviousCaptcha : drawCaptcha;
const COLUMNS = 3;
const GAP = 6;

const images = Array.from({ length: count }, () => {
  const answer = newCaptchaAnswer();
  return { answer, image: draw(answer) };
});
const { width, height } = images[0]!.image;
const [cellW, cellH] = [width * scale + GAP, height * scale + GAP];
const rows = Math.ceil(count / COLUMNS);
const [sheetW, sheetH] = [cellW * COLUMNS + GAP, cellH * rows + GAP];
const sheet = new Uint8Array(sheetW * sheetH * 4).fill(255);
images.forEach(({ image }, n) => {
  const [ox, oy] = [GAP + (n % COLUMNS) * cellW, GAP + Math.floor(n / COLUMNS) * cellH];
  for (let y = 0; y < height * scale; y++) {
    for (let x = 0; x < width * scale; x++) {
      const from = (Math.floor(y / scale) * width + Math.floor(x / scale)) * 4;
      sheet.set(image.pixels.subarray(from, from + 4), ((oy + y) * sheetW + ox + x) * 4);
    }
  }
});
writeFileSync(out, encodePng(sheetW, sheetH, sheet, { alpha: false }));
for (let r = 0; r < rows; r++) console.info(images.slice(r * COLUMNS, (r + 1) * COLUMNS).map((i) => i.answer).join('  '));
