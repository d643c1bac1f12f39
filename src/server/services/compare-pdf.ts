/**
 * The compare page's 'Export PDF': the comparison table of src/domain/compare-table.ts as a
 * real PDF, drawn with pdfkit. A4 landscape; a title and a legend; the studio names as column heads,
 * repeated on every page; the pinned rows first, then every category with its rows; differing rows
 * shaded and marked ≠; best values bold, green and marked ★; 'Not specified' where a studio says
 * nothing; the date and the page's URL in the footer of every page. DejaVu Sans is embedded (subset),
 * so Cyrillic and accented names render and can be copied out as text.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  COMPARE_CATEGORIES,
  COMPARE_TABLE_TEXTS,
  type CompareLocale,
  compareCategoryName,
} from '@domain/compare-categories';
import { categoryRows, pinnedRows } from '@domain/compare-row-filter';
import type { CompareRow, CompareTable } from '@domain/compare-table';
import PDFDocument from 'pdfkit';

const PDF_TEXTS = {
  en: {
    title: 'Studio Comparison',
    legend: '≠ values differ (shaded row)    ★ best value (bold, green)',
    generated: (date: string) => `Generated ${date}`,
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    continued: (name: string) => `${name} (continued)`,
    subject: (names: string) => `Comparison of ${names}`,
  },
  ru: {
    title: 'Сравнение студий',
    legend: '≠ значения различаются (строка выделена)    ★ лучшее значение (жирным, зелёным)',
    generated: (date: string) => `Создано ${date}`,
    page: (n: number, of: number) => `Страница ${n} из ${of}`,
    continued: (name: string) => `${name} (продолжение)`,
    subject: (names: string) => `Сравнение: ${names}`,
  },
} as const;

const INTL_TAGS: Record<CompareLocale, string> = { en: 'en-US', ru: 'ru-RU' };

const COLORS = {
  ink: '#1A1F29',
  muted: '#5B6470',
  line: '#C9CED6',
  headerFill: '#E6EBF2',
  sectionInk: '#1F3A8A',
  differsFill: '#FFF1C2',
  best: '#136B2C',
};

const MARGIN = { top: 36, bottom: 44, left: 32, right: 32 };
const PAD = 4;
const BODY_SIZE = 8.5;
/** A cell taller than this is cut with an ellipsis, so one row always fits on a page. */
const MAX_CELL_HEIGHT = 260;

interface Fonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: Fonts | null = null;

/** DejaVu Sans from the dejavu-fonts-ttf package, read once. */
function loadFonts(): Fonts {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const folder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  fonts = {
    regular: readFileSync(path.join(folder, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(folder, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export interface ComparePdfInput {
  table: CompareTable;
  /** Pinned row ids, in pin order. */
  pins: readonly string[];
  /** 'Show differences only' (diff=1): a category lists only its rows that differ; pinned rows stay. */
  differencesOnly?: boolean;
  /** The page URL printed in the footer. */
  pageUrl: string;
  generatedAt: Date;
  /**
   * Each studio's cover (issue 18), in column order: a JPEG about 480 px wide, or null when the studio
   * has none. Drawn at the top of its column on the first page.
   */
  covers?: readonly (Uint8Array | null)[];
}

/** The cover row's height, in points. */
const COVER_HEIGHT = 96;

function formatDate(date: Date, locale: CompareLocale): string {
  return date.toLocaleDateString(INTL_TAGS[locale], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function renderComparePdf({
  table,
  pins,
  differencesOnly = false,
  pageUrl,
  generatedAt,
  covers = [],
}: ComparePdfInput): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const locale = table.locale;
  const T = PDF_TEXTS[locale];
  const W = COMPARE_TABLE_TEXTS[locale];
  const names = table.studios.map((s) => s.name);

  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: MARGIN,
    bufferPages: true,
    // pdfkit takes font data as well as a path (its typings say string): no Helvetica is loaded.
    font: regular as unknown as string,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${T.title}: ${names.join(' · ')}`,
      Subject: T.subject(names.join(', ')),
      Creator: 'Virtual Production Studios',
      CreationDate: generatedAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN.left;
  const contentWidth = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  const labelWidth = table.studios.length >= 4 ? 150 : 175;
  const studioWidth = (contentWidth - labelWidth) / Math.max(1, table.studios.length);
  const columnX = (i: number) => left + labelWidth + i * studioWidth;

  // Text layout is the costly part of a render: each text is measured once.
  const measured = new Map<string, number>();
  const measure = (text: string, width: number, font: 'regular' | 'bold', size: number) => {
    const key = `${font}|${size}|${width}|${text}`;
    let height = measured.get(key);
    if (height === undefined) {
      doc.font(font).fontSize(size);
      height = Math.min(MAX_CELL_HEIGHT, doc.heightOfString(text, { width: width - 2 * PAD }));
      measured.set(key, height);
    }
    return height;
  };
  const write = (
    text: string,
    x: number,
    y: number,
    width: number,
    opts: { font?: 'regular' | 'bold'; size?: number; color?: string; height?: number } = {},
  ) => {
    doc
      .font(opts.font ?? 'regular')
      .fontSize(opts.size ?? BODY_SIZE)
      .fillColor(opts.color ?? COLORS.ink)
      .text(text, x + PAD, y + PAD, {
        width: width - 2 * PAD,
        height: opts.height ?? MAX_CELL_HEIGHT,
        ellipsis: true,
      });
  };
  const rule = (y: number) => {
    doc
      .moveTo(left, y)
      .lineTo(left + contentWidth, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
  };

  let y = MARGIN.top;

  const drawColumnHeads = () => {
    const heads = table.studios.map((s) => ({
      name: s.name,
      place: [s.city, s.country].filter(Boolean).join(', '),
    }));
    const height =
      Math.max(
        measure(W.parameter, labelWidth, 'bold', 9),
        ...heads.map(
          (h) =>
            measure(h.name, studioWidth, 'bold', 9) +
            (h.place ? measure(h.place, studioWidth, 'regular', 7.5) : 0),
        ),
      ) +
      2 * PAD;
    doc.rect(left, y, contentWidth, height).fill(COLORS.headerFill);
    write(W.parameter, left, y, labelWidth, { font: 'bold', size: 9 });
    heads.forEach((h, i) => {
      write(h.name, columnX(i), y, studioWidth, { font: 'bold', size: 9 });
      if (h.place) {
        const nameHeight = measure(h.name, studioWidth, 'bold', 9);
        write(h.place, columnX(i), y + nameHeight, studioWidth, { size: 7.5, color: COLORS.muted });
      }
    });
    y += height;
    rule(y);
  };

  const newPage = () => {
    doc.addPage();
    y = MARGIN.top;
    drawColumnHeads();
  };

  const sectionHeight = () => measure('Ag', contentWidth, 'bold', 11) + 2 * PAD + 4;
  const drawSection = (title: string) => {
    const height = sectionHeight();
    write(title, left, y + 4, contentWidth, { font: 'bold', size: 11, color: COLORS.sectionInk });
    y += height;
    rule(y);
  };

  const cellText = (row: CompareRow, i: number) => {
    const cell = row.cells[i]!;
    if (cell.text === null) return W.notSpecified;
    return cell.best ? `${cell.text} ★` : cell.text;
  };
  const labelText = (row: CompareRow) => (row.differs ? `≠ ${row.label}` : row.label);
  /** Pinned rows say which category they come from, under the label. */
  const labelHeight = (row: CompareRow, withCategory: boolean) =>
    measure(labelText(row), labelWidth, 'bold', BODY_SIZE) +
    (withCategory ? measure(compareCategoryName(row.category, locale), labelWidth, 'regular', 7.5) : 0);
  const rowHeight = (row: CompareRow, withCategory: boolean) =>
    Math.max(
      labelHeight(row, withCategory),
      ...row.cells.map((cell, i) =>
        measure(cellText(row, i), studioWidth, cell.best ? 'bold' : 'regular', BODY_SIZE),
      ),
    ) +
    2 * PAD;

  const drawRow = (row: CompareRow, withCategory: boolean) => {
    const height = rowHeight(row, withCategory);
    if (row.differs) doc.rect(left, y, contentWidth, height).fill(COLORS.differsFill);
    write(labelText(row), left, y, labelWidth, { font: 'bold' });
    if (withCategory) {
      const below = y + measure(labelText(row), labelWidth, 'bold', BODY_SIZE);
      write(compareCategoryName(row.category, locale), left, below, labelWidth, {
        size: 7.5,
        color: COLORS.muted,
      });
    }
    row.cells.forEach((cell, i) => {
      write(cellText(row, i), columnX(i), y, studioWidth, {
        font: cell.best ? 'bold' : 'regular',
        // 'Not specified' and an unknown yes/no are muted: they are no answer, not a value.
        color:
          cell.text === null || cell.flag === 'unknown' ? COLORS.muted : cell.best ? COLORS.best : COLORS.ink,
      });
    });
    y += height;
    rule(y);
  };

  const drawRows = (title: string, rows: readonly CompareRow[], withCategory: boolean) => {
    if (rows.length === 0) return;
    // Keep a heading with its first row.
    if (y + sectionHeight() + rowHeight(rows[0]!, withCategory) > bottom()) newPage();
    drawSection(title);
    for (const row of rows) {
      if (y + rowHeight(row, withCategory) > bottom()) {
        newPage();
        drawSection(T.continued(title));
      }
      drawRow(row, withCategory);
    }
  };

  // Title and legend.
  write(T.title, left - PAD, y - PAD, contentWidth, { font: 'bold', size: 18 });
  y += measure(T.title, contentWidth, 'bold', 18);
  write(T.legend, left - PAD, y, contentWidth, { size: 8, color: COLORS.muted });
  y += measure(T.legend, contentWidth, 'regular', 8) + 2 * PAD;
  if (covers.some((cover) => cover)) {
    covers.forEach((cover, i) => {
      if (!cover || i >= table.studios.length) return;
      doc.image(Buffer.from(cover.buffer, cover.byteOffset, cover.byteLength), columnX(i) + PAD, y, {
        fit: [studioWidth - 2 * PAD, COVER_HEIGHT],
        align: 'center',
        valign: 'center',
      });
    });
    y += COVER_HEIGHT + PAD;
  }
  drawColumnHeads();

  const pinned = pinnedRows(table, pins);
  const pinnedIds = new Set(pinned.map((row) => row.id));
  drawRows(W.pinned, pinned, true);
  for (const category of COMPARE_CATEGORIES) {
    const rows = categoryRows(table, category.id, { differencesOnly }).filter(
      (row) => !pinnedIds.has(row.id),
    );
    drawRows(compareCategoryName(category.id, locale), rows, false);
  }

  // The footer of every page: date, page URL, page number.
  const range = doc.bufferedPageRange();
  const generated = T.generated(formatDate(generatedAt, locale));
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const footerY = doc.page.height - MARGIN.bottom + 14;
    doc.page.margins.bottom = 0;
    const pageLabel = T.page(i - range.start + 1, range.count);
    doc.font('regular').fontSize(7.5).fillColor(COLORS.muted);
    doc.text(generated, left, footerY, { width: 150, lineBreak: false });
    doc.text(pageUrl, left + 160, footerY, {
      width: contentWidth - 160 - 110,
      height: 20,
      ellipsis: true,
    });
    doc.text(pageLabel, left + contentWidth - 110, footerY, { width: 110, align: 'right', lineBreak: false });
    doc.page.margins.bottom = MARGIN.bottom;
  }

  doc.end();
  return done;
}
