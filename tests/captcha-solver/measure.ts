/**
 * The solver's read rate on the server's captcha renderer and on the
 * previous one (its control), and the renderer's time per image:
 *   npx tsx tests/captcha-solver/measure.ts [train] [test]
 * (defaults: 3,000 training and 1,000 test images each; the review used 200).
 */
import { performance } from 'node:perf_hooks';
import { CAPTCHA_DIGITS, drawCaptcha, newCaptchaAnswer, renderCaptcha } from '../../server/captcha/render';
import { drawPreviousCaptcha } from './previous-renderer';
import { measureReadRate, type ReadRate, type Renderer } from './solver';

const [train = 3000, test = 1000] = process.argv.slice(2).map(Number);

const percent = (rate: ReadRate) => `${rate.read}/${rate.total} = ${((100 * rate.read) / rate.total).toFixed(1)} %`;

function report(name: string, render: Renderer, digits: number): void {
  const started = performance.now();
  const rate = measureReadRate(render, () => newCaptchaAnswer(digits), train, test);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`${name}: read ${percent(rate)}, digits in place ${(100 * rate.digits).toFixed(1)} % (trained on ${train}; cutters ${JSON.stringify(rate.cutters)}; ${seconds} s)`);
}

function renderTime(): void {
  const answers = Array.from({ length: 500 }, () => newCaptchaAnswer());
  for (const answer of answers.slice(0, 50)) renderCaptcha(answer); // warm-up
  const [started, cpu] = [performance.now(), process.cpuUsage()];
  for (const answer of answers) renderCaptcha(answer);
  const wall = (performance.now() - started) / answers.length;
  const { user, system } = process.cpuUsage(cpu);
  // CPU time is the cost; wall time also counts waiting for a core on a loaded machine.
  const cpuMs = (user + system) / 1000 / answers.length;
  console.info(`render time (draw + PNG) per image over ${answers.length}: ${cpuMs.toFixed(2)} ms CPU, ${wall.toFixed(2)} ms wall`);
}

/** WCAG relative luminance of an sRGB pixel. */
function relativeLuminance(p: Uint8Array, i: number): number {
  const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(p[i]!) + 0.7152 * linear(p[i + 1]!) + 0.0722 * linear(p[i + 2]!);
}

/** Contrast of the ink's median against the paper's median (ink: luminance under 0.2; edges blend, so the median, not the palest). */
function contrast(): void {
  const ratios = Array.from({ length: 300 }, () => {
    const { pixels } = drawCaptcha(newCaptchaAnswer());
    const values: number[] = [];
    for (let i = 0; i < pixels.length; i += 4) values.push(relativeLuminance(pixels, i));
    const ink = values.filter((v) => v < 0.2).sort((a, b) => a - b);
    const paper = values.filter((v) => v >= 0.2).sort((a, b) => a - b);
    return (paper[Math.floor(paper.length / 2)]! + 0.05) / (ink[Math.floor(ink.length / 2)]! + 0.05);
  }).sort((a, b) => a - b);
  console.info(`contrast (median ink vs median paper) over 300 images: lowest ${ratios[0]!.toFixed(1)}:1, median ${ratios[150]!.toFixed(1)}:1`);
}

renderTime();
contrast();
if (train > 0) report('previous renderer (control, four digits as reviewed)', drawPreviousCaptcha, 4);
if (train > 0) report(`current renderer (${CAPTCHA_DIGITS} digits)`, drawCaptcha, CAPTCHA_DIGITS);
// The same renderer at four digits: what the extra digit buys.
if (train > 0) report('current renderer at four digits', drawCaptcha, 4);
