/**
 * The demo studios' image chain and stage logistics values (issue 38), deterministic by the studio's
 * position: the "everything" studio states every one; a studio with an LED panel and a fuller listing
 * states most, with honest gaps (a value a real studio seldom publishes is left out more often); the
 * sparse listings state none. About one value in four cites one of the studio's sources.
 */
import { pick } from './demo-studios-kit';

const PROCESSORS = [
  'Brompton Tessera SX40',
  'Megapixel HELIOS',
  'NovaStar MX40 Pro',
  'Colorlight Z6',
  'Brompton Tessera S8',
];
const PRIMARIES = ['Rec.709, P3', 'Rec.709, P3, Rec.2020', 'Rec.709', 'P3, Rec.2020'];

interface ImageChainSpec {
  index: number;
  /** The studio lists every catalog key. */
  everything: boolean;
  /** The studio states an LED panel and enough else to state its image chain. */
  hasChain: boolean;
  sourceCount: number;
}

/** Each key's value for the n-th studio; the values agree with each other (a 1/8 scan, 16-bit…). */
function valuesOf(i: number): Record<string, string> {
  const bitDepth = [10, 12, 16, 8][i % 4]!;
  return {
    LED_PROCESSING_PROCESSOR: pick(PROCESSORS, i),
    LED_PANEL_SCAN_RATIO: String([8, 16, 8, 4, 32][i % 5]),
    LED_PROCESSING_BIT_DEPTH: String(bitDepth),
    LED_WALL_PEAK_BRIGHTNESS_NITS: String(1200 + (i % 5) * 200),
    LED_CEILING_PEAK_BRIGHTNESS_NITS: String(3000 + (i % 4) * 500),
    LED_PROCESSING_HDR_PQ_BOOL: bitDepth >= 12 ? 'Yes' : i % 3 === 0 ? 'No' : 'Yes',
    LED_PROCESSING_COLOUR_PRIMARIES: pick(PRIMARIES, i),
    LED_PROCESSING_GENLOCK_BOOL: i % 7 === 3 ? 'No' : 'Yes',
    LED_PROCESSING_FRAME_REMAPPING_CAMERAS: String([2, 4, 1, 3][i % 4]),
    LED_CEILING_PIXEL_PITCH_MM: String([3.9, 2.9, 5.9, 4.8][i % 4]),
    LED_FLOOR_PIXEL_PITCH_MM: String([3.9, 4.8, 2.9][i % 3]),
    LED_PHYSICAL_PRIMARY_CURVE_DEG: String([180, 270, 0, 120, 210][i % 5]),
    TRACKING_LATENCY_MS: String([8, 12, 20, 6][i % 4]),
    STAGE_LOAD_IN_DOOR_WIDTH_M: String(3 + (i % 4)),
    STAGE_LOAD_IN_DOOR_HEIGHT_M: String(3.5 + (i % 3)),
    STAGE_CLEAR_HEIGHT_M: String(8 + (i % 5)),
    STAGE_RIGGING_POINTS: String(24 + (i % 6) * 8),
    STAGE_RIGGING_LOAD_KG: String(250 + (i % 4) * 250),
    STAGE_POWER_PER_PHASE_A: String([125, 250, 400, 630][i % 4]),
    EQUIPMENT_RENDER_NODES: String(2 + (i % 6)),
  };
}

/** Keys a studio leaves out more often: what few studios publish. */
const OFTEN_MISSING = new Set([
  'LED_PANEL_SCAN_RATIO',
  'LED_CEILING_PEAK_BRIGHTNESS_NITS',
  'LED_FLOOR_PIXEL_PITCH_MM',
  'TRACKING_LATENCY_MS',
  'STAGE_RIGGING_LOAD_KG',
  'STAGE_POWER_PER_PHASE_A',
  'LED_PROCESSING_FRAME_REMAPPING_CAMERAS',
]);

export function demoImageChainValues(spec: ImageChainSpec): Record<string, string> {
  if (!spec.everything && !spec.hasChain) return {};
  const out: Record<string, string> = {};
  Object.entries(valuesOf(spec.index)).forEach(([key, value], n) => {
    const k = spec.index * 7 + n;
    const missing = !spec.everything && (OFTEN_MISSING.has(key) ? k % 3 === 0 : k % 5 === 0);
    if (missing) return;
    const cite = spec.sourceCount > 0 && k % 4 === 0 ? ` [${(k % spec.sourceCount) + 1}]` : '';
    out[key] = `${value}${cite}`;
  });
  return out;
}
