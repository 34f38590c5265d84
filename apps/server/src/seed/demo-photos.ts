import sharp from 'sharp';

export type SceneKind = 'sea' | 'mountain' | 'countryside' | 'pool';

const WIDTH = 1600;
const HEIGHT = 1067;

/** Small deterministic random numbers, so that every seed run draws the same pictures. */
function random(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

function ridge(rnd: () => number, base: number, amplitude: number, points: number) {
  const step = WIDTH / points;
  const coords = Array.from(
    { length: points + 1 },
    (_, i) => `${Math.round(i * step)},${Math.round(base - rnd() * amplitude)}`,
  );
  return `0,${HEIGHT} ${coords.join(' ')} ${WIDTH},${HEIGHT}`;
}

function house(x: number, ground: number, scale: number, wall: string, roof: string) {
  const w = 360 * scale;
  const h = 220 * scale;
  const top = ground - h;
  const win = (dx: number, dy: number) =>
    `<rect x="${x + dx * scale}" y="${top + dy * scale}" width="${46 * scale}" height="${52 * scale}" fill="#ffe9a8" stroke="#5b4636" stroke-width="${4 * scale}"/>`;
  return `<g>
  <rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>
  <polygon points="${x - 24 * scale},${top} ${x + w / 2},${top - 130 * scale} ${x + w + 24 * scale},${top}" fill="${roof}"/>
  <rect x="${x + 150 * scale}" y="${top + 110 * scale}" width="${60 * scale}" height="${110 * scale}" fill="#6b4a2f"/>
  ${win(40, 40)}${win(270, 40)}${win(40, 130)}${win(270, 130)}
</g>`;
}

function tree(x: number, ground: number, size: number, leaf: string) {
  return `<rect x="${x - 8}" y="${ground - size}" width="16" height="${size}" fill="#5d4127"/>
<circle cx="${x}" cy="${ground - size}" r="${size * 0.45}" fill="${leaf}"/>`;
}

/** An SVG landscape: a sky gradient, a sun, hills or mountains or the sea, a house, trees. */
export function sceneSvg(kind: SceneKind, seed: number): string {
  const rnd = random(seed);
  const hue = 190 + rnd() * 40;
  const evening = rnd() > 0.7;
  const skyTop = evening ? hsl(260, 45, 35) : hsl(hue, 70, 48);
  const skyBottom = evening ? hsl(25, 90, 70) : hsl(hue - 10, 80, 85);
  const sunX = 200 + rnd() * 1200;
  const ground = 820 + rnd() * 80;
  const parts: string[] = [];
  if (kind === 'mountain') {
    parts.push(`<polygon points="${ridge(rnd, 520, 260, 7)}" fill="${hsl(220, 15, 55)}"/>`);
    parts.push(`<polygon points="${ridge(rnd, 700, 200, 9)}" fill="${hsl(150, 25, 32)}"/>`);
  } else {
    parts.push(`<polygon points="${ridge(rnd, 640, 90, 6)}" fill="${hsl(120, 25, 45)}"/>`);
  }
  if (kind === 'sea') {
    parts.push(
      `<rect x="0" y="${ground - 120}" width="${WIDTH}" height="${HEIGHT}" fill="${hsl(200, 65, 42)}"/>`,
    );
    for (let i = 0; i < 14; i++) {
      const y = ground - 110 + rnd() * 100;
      parts.push(
        `<rect x="${rnd() * WIDTH}" y="${y}" width="${60 + rnd() * 140}" height="4" fill="#ffffff" opacity="0.5"/>`,
      );
    }
  }
  const grass = kind === 'mountain' ? hsl(110, 30, 40) : hsl(85, 40, 45 + rnd() * 10);
  parts.push(
    `<rect x="0" y="${ground}" width="${WIDTH}" height="${HEIGHT - ground}" fill="${kind === 'sea' ? hsl(40, 45, 75) : grass}"/>`,
  );
  if (kind === 'pool') {
    parts.push(
      `<rect x="860" y="${ground + 40}" width="520" height="120" rx="18" fill="${hsl(190, 80, 55)}" stroke="#f3f0e6" stroke-width="14"/>`,
    );
  }
  const wall = hsl(20 + rnd() * 40, 35 + rnd() * 30, 70 + rnd() * 15);
  const roof = kind === 'mountain' ? hsl(25, 45, 28) : hsl(10 + rnd() * 15, 60, 42);
  parts.push(house(260 + rnd() * 400, ground + 10, 0.9 + rnd() * 0.5, wall, roof));
  for (let i = 0; i < 5; i++)
    parts.push(
      tree(80 + rnd() * 1440, ground + 20, 90 + rnd() * 120, hsl(110 + rnd() * 30, 45, 28 + rnd() * 15)),
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${170 + rnd() * 120}" r="${60 + rnd() * 30}" fill="${evening ? '#ffb36b' : '#fff3b0'}"/>
${parts.join('\n')}
</svg>`;
}

/** A camera-like JPEG of a scene (1600×1067), to be run through the real photo pipeline. */
export const scenePhoto = (kind: SceneKind, seed: number) =>
  sharp(Buffer.from(sceneSvg(kind, seed)))
    .jpeg({ quality: 86 })
    .toBuffer();
