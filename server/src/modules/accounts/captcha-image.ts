import { randomInt } from 'node:crypto';

/**
 * Stroke outlines of the digits on a 10x16 grid. The captcha draws them as jittered paths rather than
 * text, so the answer is not readable from the SVG's source.
 */
const DIGIT_STROKES: Record<string, string[]> = {
  '0': ['M1 1 L9 1 L9 15 L1 15 Z'],
  '1': ['M3 4 L6 1 L6 15', 'M3 15 L9 15'],
  '2': ['M1 3 L3 1 L8 1 L9 3 L9 6 L1 15 L9 15'],
  '3': ['M1 1 L9 1 L5 7 L9 10 L9 14 L7 15 L1 15'],
  '4': ['M7 15 L7 1 L1 11 L9 11'],
  '5': ['M9 1 L1 1 L1 7 L8 7 L9 9 L9 14 L8 15 L1 15'],
  '6': ['M8 1 L2 1 L1 3 L1 15 L9 15 L9 8 L1 8'],
  '7': ['M1 1 L9 1 L4 15'],
  '8': ['M1 1 L9 1 L9 7 L1 7 Z', 'M1 7 L9 7 L9 15 L1 15 Z'],
  '9': ['M9 8 L1 8 L1 1 L9 1 L9 15 L2 15'],
};

function jitterPath(path: string, offsetX: number, scale: number): string {
  return path.replace(/(\d+) (\d+)/g, (_match, x: string, y: string) => {
    const px = offsetX + Number(x) * scale + randomInt(-2, 3);
    const py = 8 + Number(y) * scale + randomInt(-2, 3);
    return `${px} ${py}`;
  });
}

/** A new captcha code of `length` digits. */
export function createCaptchaCode(length = 4): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/** Draws `code` as an SVG with noise lines and returns it as a base64 data URL. */
export function drawCaptcha(code: string): string {
  const width = 30 + code.length * 28;
  const height = 48;
  const parts: string[] = [];
  for (let line = 0; line < 6; line += 1) {
    parts.push(
      `<path d="M${randomInt(width)} ${randomInt(height)} Q${randomInt(width)} ${randomInt(height)} ${randomInt(width)} ${randomInt(height)}" stroke="hsl(${randomInt(360)},50%,60%)" stroke-width="1.5" fill="none"/>`,
    );
  }
  [...code].forEach((digit, index) => {
    const strokes = DIGIT_STROKES[digit] ?? [];
    const rotation = randomInt(-15, 16);
    const originX = 18 + index * 28;
    const color = `hsl(${randomInt(360)},60%,35%)`;
    for (const stroke of strokes) {
      parts.push(
        `<path d="${jitterPath(stroke, originX, 2)}" transform="rotate(${rotation} ${originX + 10} 24)" stroke="${color}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
      );
    }
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f4f6"/>${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
