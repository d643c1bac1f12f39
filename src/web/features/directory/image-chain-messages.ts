/** Texts of the 'Image chain & logistics' filters (issue 38): the range labels, units and choices. */
import type { ImageChainRangeKey } from '@domain/image-chain-ranges';
import { defineMessages } from '@/shared/i18n/define-messages';

export const imageChainRangeMessages = {
  en: {
    bit_depth: 'Bit depth',
    scan_ratio: 'Scan ratio',
    wall_peak_brightness: 'Wall peak brightness',
    ceiling_peak_brightness: 'Ceiling peak brightness',
    ceiling_pixel_pitch: 'Ceiling pixel pitch',
    floor_pixel_pitch: 'Floor pixel pitch',
    wall_curve: 'Wall curve',
    remapped_cameras: 'Frame remapping, cameras',
    tracking_latency: 'Tracking latency',
    door_width: 'Load-in door width',
    door_height: 'Load-in door height',
    clear_height: 'Clear height',
    rigging_points: 'Rigging points',
    rigging_load: 'Rigging load per point',
    power_per_phase: 'Power per phase',
    render_nodes: 'Render nodes',
  },
  ru: {
    bit_depth: 'Разрядность',
    scan_ratio: 'Скан',
    wall_peak_brightness: 'Пиковая яркость стены',
    ceiling_peak_brightness: 'Пиковая яркость потолка',
    ceiling_pixel_pitch: 'Шаг пикселя потолка',
    floor_pixel_pitch: 'Шаг пикселя пола',
    wall_curve: 'Изгиб стены',
    remapped_cameras: 'Переназначение кадров, камер',
    tracking_latency: 'Задержка трекинга',
    door_width: 'Ширина погрузочных ворот',
    door_height: 'Высота погрузочных ворот',
    clear_height: 'Свободная высота',
    rigging_points: 'Точки подвеса',
    rigging_load: 'Нагрузка на точку подвеса',
    power_per_phase: 'Ток на фазу',
    render_nodes: 'Узлы рендеринга',
  },
} as const satisfies Record<'en' | 'ru', Record<ImageChainRangeKey, string>>;

export const imageChainUnitMessages = {
  en: { bit: 'bit', '1/n': '1/n', '°': '°', pcs: 'pcs', ms: 'ms', kg: 'kg', A: 'A' },
  ru: { bit: 'бит', '1/n': '1/n', '°': '°', pcs: 'шт.', ms: 'мс', kg: 'кг', A: 'А' },
} as const;

export const imageChainFilterMessages = defineMessages({
  en: { imageChainGroup: 'Image chain & logistics' },
  ru: { imageChainGroup: 'Видеотракт и логистика' },
});
