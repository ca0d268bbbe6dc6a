/**
 * The work cards as one PDF (issue 33 §3): A4 portrait, a card a page, DejaVu Sans for the Polish
 * letters (pdfkit's standard fonts have none), "Strona n z N" at the foot of every page.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatDecimal } from '../../src/domain/numbers';
import type { WorkCard } from '../../src/domain/workCards/cards';
import { cardFigure, normText, personNames } from '../../src/domain/workCards/report';
import { polishDate } from '../../src/domain/workTime/report';

const require = createRequire(import.meta.url);
const FONTS = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(FONTS, 'DejaVuSans.ttf');
const BOLD = path.join(FONTS, 'DejaVuSans-Bold.ttf');

const MARGIN = 42;
const A4_WIDTH = 595.28;
const WIDTH = A4_WIDTH - 2 * MARGIN;

export const EMPTY_PDF_TEXT = 'Brak kart pracy w wybranym okresie.';

/** The PDF of the cards (one page saying there are none when there are none), under `heading`. */
export function workCardsPdf(cards: readonly WorkCard[], heading: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: heading, Author: 'SAT' } });
  doc.registerFont('Sans', REGULAR);
  doc.registerFont('Sans-Bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (!cards.length) {
    doc.font('Sans-Bold').fontSize(14).text(heading);
    doc.moveDown().font('Sans').fontSize(11).text(EMPTY_PDF_TEXT);
  }
  cards.forEach((card, index) => {
    if (index > 0) doc.addPage();
    cardPage(doc, card, heading);
  });

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    // Below the bottom margin: pdfkit would start a new page for text there unless the margin is lifted.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Sans')
      .fontSize(8)
      .fillColor('#555555')
      .text(`Strona ${page + 1} z ${range.count}`, MARGIN, doc.page.height - 28, { width: WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

/** Rows of label/value cells side by side, with borders. */
function grid(doc: Doc, rows: Array<Array<[string, string]>>) {
  for (const row of rows) {
    const y = doc.y;
    const width = WIDTH / row.length;
    const split = width * 0.55;
    let height = 20;
    for (const [label, value] of row) {
      doc.font('Sans').fontSize(8);
      const labelHeight = doc.heightOfString(label || ' ', { width: split - 8 });
      doc.font('Sans-Bold').fontSize(9.5);
      const valueHeight = doc.heightOfString(value || ' ', { width: width - split - 4 });
      height = Math.max(height, labelHeight + 8, valueHeight + 8);
    }
    row.forEach(([label, value], index) => {
      const x = MARGIN + index * width;
      doc.rect(x, y, width, height).lineWidth(0.6).strokeColor('#333333').stroke();
      doc
        .font('Sans')
        .fontSize(8)
        .fillColor('#444444')
        .text(label || ' ', x + 4, y + 4, { width: split - 8 });
      doc
        .font('Sans-Bold')
        .fontSize(9.5)
        .fillColor('#000000')
        .text(value || ' ', x + split, y + 4, { width: width - split - 4 });
    });
    doc.x = MARGIN;
    doc.y = y + height;
  }
}

/** A table with a header row and its rows. */
function table(doc: Doc, headers: string[], widths: number[], rows: string[][]) {
  const total = widths.reduce((sum, width) => sum + width, 0);
  const columns = widths.map((width) => (width / total) * WIDTH);
  const line = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Sans-Bold' : 'Sans').fontSize(8.5);
    const height = Math.max(18, ...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index] - 8 }) + 8));
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      if (bold) doc.rect(x, y, columns[index], height).fillAndStroke('#eeeeee', '#333333');
      else doc.rect(x, y, columns[index], height).lineWidth(0.6).strokeColor('#333333').stroke();
      doc
        .fillColor('#000000')
        .font(bold ? 'Sans-Bold' : 'Sans')
        .fontSize(8.5)
        .text(cell, x + 4, y + 4, { width: columns[index] - 8 });
      x += columns[index];
    });
    doc.x = MARGIN;
    doc.y = y + height;
  };
  line(headers, true);
  for (const row of rows) line(row, false);
}

function section(doc: Doc, title: string) {
  doc.moveDown(0.8);
  doc.font('Sans-Bold').fontSize(10.5).fillColor('#000000').text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

const litres = (value: number | null) => (value === null ? '—' : `${formatDecimal(value, { minDecimals: 2 })} l`);

function cardPage(doc: Doc, card: WorkCard, heading: string) {
  const road = card.kind === 'road';
  doc.font('Sans').fontSize(8).fillColor('#555555').text(heading, MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  doc
    .font('Sans-Bold')
    .fontSize(16)
    .fillColor('#000000')
    .text(`${card.title} nr ${card.number}`, MARGIN, MARGIN + 12);
  doc
    .font('Sans')
    .fontSize(10.5)
    .text(`z dnia ${polishDate(card.date)} · budowa ${card.site_name}`);
  doc.moveDown(0.6);

  grid(doc, [
    [
      ['Pojazd / maszyna', `${card.vehicle_type_label} ${card.vehicle_model}`],
      ['Nr rejestracyjny', card.registration_number],
    ],
    [
      ['Numer boczny', String(card.fleet_number)],
      [road ? 'Kierowca' : 'Operator', personNames(card) || '—'],
    ],
  ]);

  section(doc, road ? 'Czas pracy i przebieg' : 'Czas pracy i motogodziny');
  grid(doc, [
    [
      ['Rozpoczęcie pracy', card.start ?? '—'],
      ['Zakończenie pracy', card.end ?? '—'],
    ],
    [
      [road ? 'Licznik przy wyjeździe (km)' : 'Licznik motogodzin na początek', cardFigure(card.meter_start, road ? 0 : 1)],
      [road ? 'Licznik przy powrocie (km)' : 'Licznik motogodzin na koniec', cardFigure(card.meter_end, road ? 0 : 1)],
    ],
    [
      [road ? 'Przejechano (km)' : 'Przepracowano (mth)', cardFigure(card.usage, road ? 0 : 1)],
      ['', ''],
    ],
  ]);

  section(doc, road ? 'Przejazdy' : 'Wykonana praca');
  if (card.routes.length)
    table(
      doc,
      ['Skąd', 'Dokąd', 'Materiał', 'Liczba kursów'],
      [3, 3, 2.5, 1.5],
      card.routes.map((route) => [route.from ?? '—', route.to ?? '—', route.material ?? '—', String(route.loads)]),
    );
  if (card.work)
    doc
      .font('Sans')
      .fontSize(9.5)
      .text(card.work, MARGIN, doc.y + 4, { width: WIDTH });
  if (!card.routes.length && !card.work) doc.font('Sans').fontSize(9.5).text('Brak przejazdów.', MARGIN, doc.y, { width: WIDTH });

  section(doc, 'Paliwo (bilans zbiornika)');
  table(
    doc,
    ['Stan na początek', 'Pobrano', 'Zużycie wg normy', 'Stan na koniec'],
    [1, 1, 1, 1],
    [[litres(card.fuel_start), litres(card.fuel_taken), card.fuel_norm === null ? normText(card) : litres(card.fuel_norm), litres(card.fuel_end)]],
  );

  if (card.missing.length) {
    section(doc, 'Braki danych');
    doc
      .font('Sans')
      .fontSize(9.5)
      .fillColor('#b00020')
      .text(card.missing.map((item) => `• ${item}`).join('\n'), MARGIN, doc.y, { width: WIDTH });
    doc.fillColor('#000000');
  }

  doc.moveDown(3);
  const y = Math.max(doc.y, 700);
  const half = WIDTH / 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + half - 30, y)
    .lineWidth(0.6)
    .strokeColor('#000000')
    .stroke();
  doc
    .moveTo(MARGIN + half + 30, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke();
  doc
    .font('Sans')
    .fontSize(8.5)
    .text(road ? 'Podpis kierowcy' : 'Podpis operatora', MARGIN, y + 4, { width: half - 30, align: 'center' });
  doc.text('Podpis kierownika budowy', MARGIN + half + 30, y + 4, { width: half - 30, align: 'center' });
}
