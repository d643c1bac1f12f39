/**
 * Pictures for the demo and synthetic studios (issue 18), drawn here and processed like any upload,
 * so a fresh start shows covers and galleries without downloading anything: SVG drawings of an LED
 * volume (a curved, flat or corner wall with a ceiling, showing a sunset, a forest, a city at night or
 * space) and a floor plan, rendered and processed with sharp. Each picture is processed once per
 * process and its files shared by every studio that shows it (the files are content-addressed).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { commitStudioChange } from '../db/repositories/studio-writes';
import type { StoredImage } from '../db/schema';
import { studios } from '../db/schema';
import { intArray, jsonTextArray } from '../db/sql-arrays';
import type { WriteContext } from '../db/write-context';
import { type ProcessedImage, processImage } from '../services/image-processing';
import type { ImageStorage } from '../services/image-storage';

const WIDTH = 1600;
const HEIGHT = 900;
const SEED_WIDTH = 1280;

interface Scene {
  /** What the wall shows. */
  content: 'sunset' | 'forest' | 'city' | 'space';
  wall: 'curved' | 'flat' | 'corner';
  hue: number;
  caption: string;
}

/** The drawings, in the order studios take them. */
const SCENES: readonly Scene[] = [
  { content: 'sunset', wall: 'curved', hue: 20, caption: 'LED volume with a desert sunset' },
  { content: 'forest', wall: 'curved', hue: 130, caption: 'Curved wall showing a forest' },
  { content: 'city', wall: 'flat', hue: 260, caption: 'Flat wall with a city at night' },
  { content: 'space', wall: 'corner', hue: 220, caption: 'Corner volume with a space scene' },
  { content: 'sunset', wall: 'corner', hue: 330, caption: 'Corner volume at dusk' },
];

function wallContent(scene: Scene): string {
  const h = scene.hue;
  switch (scene.content) {
    case 'sunset':
      return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
        <circle cx="${WIDTH * 0.62}" cy="${HEIGHT * 0.5}" r="90" fill="hsl(${h + 30},95%,70%)"/>
        <path d="M0 560 L260 420 L480 520 L760 380 L1040 500 L1300 400 L1600 520 L1600 900 L0 900Z" fill="hsl(${h},45%,22%)"/>`;
    case 'forest':
      return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${Array.from(
        { length: 22 },
        (_, i) => {
          const x = i * 76 + ((i * 37) % 30);
          const top = 330 + ((i * 53) % 120);
          return `<path d="M${x} 640 L${x + 40} ${top} L${x + 80} 640Z" fill="hsl(${h + ((i * 7) % 30)},50%,${18 + (i % 4) * 5}%)"/>`;
        },
      ).join('')}`;
    case 'city':
      return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${Array.from(
        { length: 18 },
        (_, i) => {
          const x = i * 90;
          const top = 300 + ((i * 71) % 220);
          const lights = Array.from(
            { length: 6 },
            (_, j) =>
              `<rect x="${x + 12 + (j % 3) * 22}" y="${top + 20 + Math.floor(j / 3) * 40}" width="10" height="14" fill="hsl(${h + 160},90%,70%)"/>`,
          ).join('');
          return `<rect x="${x}" y="${top}" width="80" height="${HEIGHT - top}" fill="hsl(${h},30%,${12 + (i % 3) * 4}%)"/>${lights}`;
        },
      ).join('')}`;
    case 'space':
      return `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${h},60%,6%)"/>${Array.from(
        { length: 90 },
        (_, i) => {
          const x = (i * 467) % WIDTH;
          const y = (i * 283) % 640;
          return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3)}" fill="#fff" opacity="${0.4 + (i % 5) / 10}"/>`;
        },
      ).join('')}<circle cx="1100" cy="300" r="150" fill="url(#planet)"/>`;
  }
}

/** The wall's outline: what of the content is seen, and the LED ceiling above it. */
function wallShape(scene: Scene): { clip: string; ceiling: string } {
  switch (scene.wall) {
    case 'curved':
      return {
        clip: 'M100 170 Q800 90 1500 170 L1500 650 Q800 600 100 650Z',
        ceiling: 'M240 40 L1360 40 L1500 160 Q800 80 100 160Z',
      };
    case 'flat':
      return {
        clip: 'M160 150 L1440 150 L1440 640 L160 640Z',
        ceiling: 'M260 50 L1340 50 L1440 140 L160 140Z',
      };
    case 'corner':
      return {
        clip: 'M80 120 L900 190 L1520 120 L1520 660 L900 640 L80 660Z',
        ceiling: 'M260 30 L1400 30 L1520 110 L900 180 L80 110Z',
      };
  }
}

export function ledVolumeSvg(scene: Scene): string {
  const { clip, ceiling } = wallShape(scene);
  const h = scene.hue;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${h + 200},60%,25%)"/><stop offset="0.6" stop-color="hsl(${h},85%,60%)"/>
      <stop offset="1" stop-color="hsl(${h + 20},90%,75%)"/></linearGradient>
    <radialGradient id="planet"><stop offset="0" stop-color="hsl(${h + 40},70%,65%)"/><stop offset="1" stop-color="hsl(${h + 60},60%,25%)"/></radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h},25%,16%)"/><stop offset="1" stop-color="#07080b"/></linearGradient>
    <clipPath id="wall"><path d="${clip}"/></clipPath>
    <filter id="glow"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#0b0d12"/>
  <rect y="620" width="${WIDTH}" height="${HEIGHT - 620}" fill="url(#floor)"/>
  <g clip-path="url(#wall)">${wallContent(scene)}</g>
  <path d="${clip}" fill="none" stroke="#1d2129" stroke-width="6"/>
  <path d="${ceiling}" fill="hsl(${h},70%,55%)" opacity="0.55"/>
  <ellipse cx="800" cy="760" rx="620" ry="70" fill="hsl(${h},80%,55%)" opacity="0.25" filter="url(#glow)"/>
  <g fill="#111318"><rect x="690" y="560" width="220" height="90" rx="30"/><circle cx="730" cy="655" r="26"/><circle cx="870" cy="655" r="26"/></g>
  <g stroke="#15181e" stroke-width="10" fill="none"><path d="M300 860 L340 720 L380 860 M340 720 L340 680"/></g>
  <rect x="300" y="640" width="90" height="50" rx="8" fill="#15181e"/>
</svg>`;
}

export function floorPlanSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <rect width="1600" height="1000" fill="#f7f8fa"/>
  <g fill="none" stroke="#263041" stroke-width="10">
    <rect x="80" y="80" width="1440" height="840"/>
    <path d="M1000 80 L1000 560 M1000 560 L1520 560 M1000 360 L1520 360 M520 920 L520 700 L80 700"/>
  </g>
  <path d="M180 620 Q560 180 940 620" fill="none" stroke="hsl(${hue},80%,45%)" stroke-width="26"/>
  <rect x="420" y="460" width="280" height="120" fill="hsl(${hue},60%,85%)" stroke="#263041" stroke-width="4"/>
  <g fill="#c7ccd6"><rect x="1060" y="120" width="160" height="80"/><rect x="1260" y="120" width="200" height="80"/>
    <rect x="1060" y="420" width="400" height="90"/><rect x="1060" y="620" width="120" height="240"/></g>
  <g stroke="#263041" stroke-width="4"><path d="M960 840 L960 900 M1040 560 A60 60 0 0 1 1000 620"/></g>
</svg>`;
}

export interface SeedPicture {
  processed: ProcessedImage & { format: string; bytes: number };
  kind: StoredImage['kind'];
  caption: string;
}

let pictures: Promise<SeedPicture[]> | null = null;

/**
 * Drawn at 1600 px and processed from a 1280-px original (480, 960 and 1280 px wide): a third fewer
 * pixels to encode than 1600 keeps a first start and the benchmarks' seeding quick.
 */
async function render(svg: string): Promise<{ processed: ProcessedImage; bytes: number }> {
  const original = await sharp(Buffer.from(svg))
    .resize({ width: SEED_WIDTH })
    .jpeg({ quality: 88 })
    .toBuffer();
  return { processed: await processImage(original), bytes: original.length };
}

/** The seed's pictures (the LED volumes, then the floor plan), processed once per process. */
export function seedPictures(): Promise<SeedPicture[]> {
  pictures ??= (async () => {
    const out: SeedPicture[] = [];
    for (const scene of SCENES) {
      const { processed, bytes } = await render(ledVolumeSvg(scene));
      out.push({ processed: { ...processed, format: 'jpeg', bytes }, kind: 'photo', caption: scene.caption });
    }
    const plan = await render(floorPlanSvg(210));
    out.push({
      processed: { ...plan.processed, format: 'jpeg', bytes: plan.bytes },
      kind: 'floor_plan',
      caption: 'Floor plan: volume, control room and green rooms',
    });
    return out;
  })().catch((error: unknown) => {
    pictures = null;
    throw error;
  });
  return pictures;
}

function stored(picture: SeedPicture, cover: boolean, now: string): StoredImage {
  const p = picture.processed;
  return {
    id: randomUUID(),
    hash: p.hash,
    kind: picture.kind,
    caption: picture.caption,
    credit: 'Drawn by the demo seed',
    width: p.width,
    height: p.height,
    widths: p.widths,
    placeholder: p.placeholder,
    cover,
    bytes: p.bytes,
    format: p.format,
    created_at: now,
  };
}

/**
 * Gives each studio two or three pictures (every third one a floor plan as well), varied by its
 * position, inside the caller's write transaction: the files are stored (once per picture), the
 * lists set in one statement, and each studio committed with a change-log row.
 */
export async function attachSeedImages(
  write: WriteContext,
  storage: ImageStorage,
  studioIds: readonly number[],
): Promise<void> {
  const { tx } = write;
  if (studioIds.length === 0) return;
  const all = await seedPictures();
  const photos = all.filter((p) => p.kind === 'photo');
  const plan = all.find((p) => p.kind === 'floor_plan');
  for (const picture of all) await storage.put(tx, picture.processed.hash, picture.processed.files);
  const now = new Date().toISOString();
  const lists = studioIds.map((_, i) => {
    const chosen = [photos[i % photos.length], photos[(i + 2) % photos.length]];
    if (i % 2 === 0) chosen.push(photos[(i + 3) % photos.length]);
    const images = chosen
      .filter((p): p is SeedPicture => p !== undefined)
      .map((p, j) => stored(p, j === 0, now));
    if (plan && i % 3 === 0) images.push(stored(plan, false, now));
    return images;
  });
  await tx.execute(sql`
    UPDATE ${studios} s SET images = x.images::jsonb
      FROM unnest(${intArray([...studioIds])}, ${jsonTextArray(lists)}) AS x(id, images)
     WHERE s.id = x.id`);
  await commitStudioChange(write, studioIds, {
    log: studioIds.map((studioId, i) => ({
      adminId: null,
      studioId,
      action: 'seed' as const,
      field: 'images',
      before: null,
      after: (lists[i] ?? []).map((image) => image.id),
    })),
  });
}
