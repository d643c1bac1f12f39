/**
 * Service types in the reader's language (issue 34: Russian pages showed them in English). A
 * studio's service types are its own words, a list; the usual ones (the demo's and the import
 * template's) read in Russian from this table, any other as the studio wrote it. In English every
 * type reads as stored. Matched without regard to case and spacing.
 */
import type { ValueLocale } from './value-format';

const RUSSIAN: Readonly<Record<string, string>> = {
  'led volume': 'LED-павильон',
  'in-camera vfx': 'Съёмка VFX в камере (ICVFX)',
  'green screen': 'Зелёный экран',
  previsualization: 'Превизуализация',
  previz: 'Превизуализация',
  '3d gaussian splatting': '3D Gaussian Splatting (3DGS)',
  '4d gaussian splatting': '4D Gaussian Splatting (4DGS)',
  'virtual scouting': 'Виртуальный выбор натуры',
  'motion capture': 'Захват движения',
  'virtual art department': 'Виртуальный арт-департамент',
  photogrammetry: 'Фотограмметрия',
  'live broadcast': 'Прямой эфир',
  'car process': 'Съёмка автомобилей (car process)',
  'post-production': 'Постпродакшн',
  'lidar scanning': 'Лидарное сканирование',
  'volumetric capture': 'Объёмная съёмка',
  'virtual production': 'Виртуальное производство',
};

const keyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function formatServiceType(name: string, locale: ValueLocale): string {
  if (locale !== 'ru') return name;
  return RUSSIAN[keyOf(name)] ?? name;
}
