import type { Writable } from 'node:stream';
import type { Locale, TNoShowCompensation } from '@portal/contract';
import { A4 as PAGE, MM, startPdf } from '../../core/pdf-document.js';
import { frenchDate, inertText, nextSlice, startCsv } from '../../core/french-csv.js';
import { parisDate } from '../../core/paris-time.js';
import type { ReportFilter, ReportRepository } from './report-repository.js';
import { reportRow, type ReportService } from './report-service.js';

const texts = {
  fr: {
    title: 'Relevé des ventes',
    period: (from: string, to: string) => `Période : du ${from} au ${to}`,
    allPeriod: 'Période : toutes les ventes',
    columns: ['Commande', 'Date', 'Article', 'Qté', 'Options', 'Prix TTC', 'Remise', 'TVA', 'Gains'],
    csvColumns: [
      'Commande',
      'Date',
      'Heure',
      'Article',
      'Quantité',
      'Options',
      'Prix TTC',
      'Remise code promo',
      'TVA',
      'Taux TVA',
      'Gains',
    ],
    totals: 'Totaux',
    sales: 'Ventes TTC',
    savings: 'Remises des codes promo (déjà déduites des ventes)',
    tva: (rate: string) => `TVA ${rate} %`,
    earnings: 'Gains (ventes − TVA)',
    orders: 'Commandes',
    page: (n: number) => `Page ${n}`,
    note: 'Relevé des ventes, et non une facture.',
    compensation: 'Indemnités d’absence (hors ventes, sans TVA)',
    compensationCharged: 'Indemnités prélevées',
    compensationRefunded: 'Indemnités remboursées',
    compensationNet: 'Indemnités d’absence',
  },
  en: {
    title: 'Sales statement',
    period: (from: string, to: string) => `Period: ${from} to ${to}`,
    allPeriod: 'Period: every sale',
    columns: ['Order', 'Date', 'Item', 'Qty', 'Options', 'Price', 'Savings', 'VAT', 'Earnings'],
    csvColumns: [
      'Order',
      'Date',
      'Time',
      'Item',
      'Quantity',
      'Options',
      'Price (VAT incl.)',
      'Promo code savings',
      'VAT',
      'VAT rate',
      'Earnings',
    ],
    totals: 'Totals',
    sales: 'Sales (VAT incl.)',
    savings: 'Promo code savings (already taken off sales)',
    tva: (rate: string) => `VAT ${rate}%`,
    earnings: 'Earnings (sales − VAT)',
    orders: 'Orders',
    page: (n: number) => `Page ${n}`,
    note: 'A statement of sales, not an invoice.',
    compensation: 'No-show compensation (not sales, no VAT)',
    compensationCharged: 'Compensation charged',
    compensationRefunded: 'Compensation refunded',
    compensationNet: 'No-show compensation',
  },
} as const;

/** "12,5" (fr) / "12.5" (en), with `digits` decimals. */
function number(value: number, digits: number, lang: Locale): string {
  const text = value.toFixed(digits);
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/** Rows written between two turns of the event loop: other requests are answered meanwhile. */
const ROWS_PER_TURN = 100;

/**
 * The CSV of the same rows, for the accountant: UTF-8 with a BOM, `;` between fields, decimal
 * commas (French Excel opens it as it is), then the totals per TVA rate, then the period's no-show
 * compensation in a section of its own (not a sale: no TVA). Written batch by batch.
 */
export async function writeCsv(
  out: Writable,
  reports: ReportRepository,
  service: ReportService,
  filter: ReportFilter,
  lang: Locale,
): Promise<void> {
  const t = texts[lang];
  const write = startCsv(out);
  write(t.csvColumns);
  let written = 0;
  for await (const batch of reports.batches(filter)) {
    for (const line of batch) {
      if (++written % ROWS_PER_TURN === 0 && !(await nextSlice(out))) return;
      const row = reportRow(line, lang);
      write([
        row.order_number,
        frenchDate(row.date),
        row.time,
        inertText(row.item_name),
        String(row.item_quantity),
        inertText(row.food_choice),
        number(row.price, 2, 'fr'),
        number(row.savings, 2, 'fr'),
        number(row.TVA, 2, 'fr'),
        number(row.TVA_per, row.TVA_per % 1 === 0 ? 0 : 1, 'fr'),
        number(row.earnings, 2, 'fr'),
      ]);
    }
  }
  const totals = await service.totals(filter);
  write([]);
  write([t.totals]);
  write([t.orders, String(totals.orders)]);
  write([t.sales, number(totals.sales, 2, 'fr')]);
  write([t.savings, number(totals.savings, 2, 'fr')]);
  for (const [rate, amount] of Object.entries(totals.tva_by_rate)) {
    write([t.tva(number(Number(rate), rate.includes('.') ? 1 : 0, 'fr')), number(amount, 2, 'fr')]);
  }
  write([t.earnings, number(totals.earnings, 2, 'fr')]);
  const compensation = await service.compensation(filter);
  if (!hasCompensation(compensation)) return;
  write([]);
  write([t.compensation]);
  write([t.compensationCharged, number(compensation.charged, 2, 'fr')]);
  write([t.compensationRefunded, number(compensation.refunded, 2, 'fr')]);
  write([t.compensationNet, number(compensation.net, 2, 'fr')]);
}

/** A period with no charge nor refund has no compensation section: most restaurants take no imprint. */
const hasCompensation = (compensation: TNoShowCompensation) =>
  compensation.charged !== 0 || compensation.refunded !== 0;

/**
 * Invoice.pdf, the sales statement: the restaurant, the period, the table with
 * the earnings column, as many pages as the rows need with the header repeated and the page
 * number, then the totals (1 decimal) and TVA per rate (2 decimals). Streamed: rows are read in
 * batches and each page leaves as soon as it is full.
 */
export async function writePdf(
  out: Writable,
  reports: ReportRepository,
  service: ReportService,
  filter: ReportFilter,
  restaurant: { name: string; address: string },
  lang: Locale,
): Promise<void> {
  const t = texts[lang];
  const { doc, regular, bold, done, addPage, ruleUnder } = startPdf(out);

  const widths = [19, 22, 42, 9, 27, 17, 14, 14, 18].map((w) => w * MM);
  const left = PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - 12;
  let pageNumber = 0;
  let y = 0;
  const period =
    filter.start === null || filter.end === null
      ? t.allPeriod
      : t.period(frenchDate(parisDate(filter.start)), frenchDate(parisDate(filter.end - 1)));

  // Measuring text is most of the statement's cost, and a year repeats the same names, prices and
  // rates thousands of times: each measure is kept (bounded, per font, size and column).
  const measured = new Map<string, number>();
  const heightOf = (text: string, index: number, font: string, size: number) => {
    const key = `${font}|${size}|${index}|${text}`;
    let height = measured.get(key);
    if (height === undefined) {
      height = doc.heightOfString(text, { width: widths[index]! - 4 });
      if (measured.size >= 20_000) measured.clear();
      measured.set(key, height);
    }
    return height;
  };

  const row = (cells: string[], font: string, size = 7.5) => {
    doc.font(font).fontSize(size);
    const heights = cells.map((text, index) => heightOf(text, index, font, size));
    const height = Math.max(...heights) + 3;
    // A row that would cross the bottom margin starts the next page, with its header.
    if (y + height > bottom) {
      newPage();
      doc.font(font).fontSize(size);
    }
    // Most cells fit on one line: those skip the line wrapper, the costliest part of writing text.
    const oneLine = heightOf('X', 0, font, size);
    let x = left;
    cells.forEach((text, index) => {
      const numeric = index === 3 || index >= 5;
      const width = widths[index]! - 4;
      if (heights[index]! <= oneLine && !numeric) doc.text(text, x + 2, y + 1.5, { lineBreak: false });
      else if (heights[index]! <= oneLine)
        doc.text(text, x + 2 + width - doc.widthOfString(text), y + 1.5, { lineBreak: false });
      else doc.text(text, x + 2, y + 1.5, { width, align: numeric ? 'right' : 'left', lineBreak: true });
      x += widths[index]!;
    });
    y += height;
    ruleUnder(left, left + widths.reduce((a, b) => a + b, 0), y);
  };

  const newPage = () => {
    addPage();
    pageNumber += 1;
    doc.font(bold).fontSize(14).fillColor('#000').text(t.title, left, PAGE.margin);
    doc.font(bold).fontSize(10).text(restaurant.name);
    doc.font(regular).fontSize(8.5).text(restaurant.address).text(period);
    doc.text(t.page(pageNumber), left, PAGE.margin, { align: 'right', width: PAGE.width - 2 * PAGE.margin });
    y = PAGE.margin + 62;
    row(t.columns as unknown as string[], bold, 7.5);
  };

  newPage();
  let written = 0;
  let gone = false;
  rows: for await (const batch of reports.batches(filter)) {
    for (const line of batch) {
      if (++written % ROWS_PER_TURN === 0 && !(await nextSlice(out))) {
        gone = true;
        break rows;
      }
      const r = reportRow(line, lang);
      row(
        [
          r.order_number,
          `${frenchDate(r.date)} ${r.time}`,
          r.item_name,
          String(r.item_quantity),
          r.food_choice,
          number(r.price, 2, lang),
          number(r.savings, 2, lang),
          number(r.TVA, 2, lang),
          number(r.earnings, 2, lang),
        ],
        regular,
      );
    }
  }

  if (gone) {
    // The client left: nothing more to lay out.
    doc.end();
    await done;
    return;
  }
  const [totals, compensation] = await Promise.all([service.totals(filter), service.compensation(filter)]);
  if (y > bottom - 210) newPage();
  y += 10;
  doc.font(bold).fontSize(10).text(t.totals, left, y);
  doc.font(regular).fontSize(9);
  const lines: Array<[string, string]> = [
    [t.orders, String(totals.orders)],
    [t.sales, `${number(totals.sales, 1, lang)} €`],
    [t.savings, `${number(totals.savings, 1, lang)} €`],
    ...Object.entries(totals.tva_by_rate).map(([rate, amount]): [string, string] => [
      t.tva(number(Number(rate), rate.includes('.') ? 1 : 0, lang)),
      `${number(amount, 2, lang)} €`,
    ]),
    [t.earnings, `${number(totals.earnings, 1, lang)} €`],
  ];
  const writeLines = (list: Array<[string, string]>) => {
    for (const [label, value] of list) {
      doc.text(label, left, doc.y + 2, { continued: false, width: 80 * MM });
      doc.moveUp().text(value, left + 80 * MM, doc.y, { width: 40 * MM, align: 'right' });
    }
  };
  writeLines(lines);
  if (hasCompensation(compensation)) {
    // Compensation, not a sale: its own section, after the sales and their TVA, to the cent.
    doc.moveDown().font(bold).fontSize(10).text(t.compensation, left);
    doc.font(regular).fontSize(9);
    writeLines([
      [t.compensationCharged, `${number(compensation.charged, 2, lang)} €`],
      [t.compensationRefunded, `${number(compensation.refunded, 2, lang)} €`],
      [t.compensationNet, `${number(compensation.net, 2, lang)} €`],
    ]);
  }
  doc.moveDown().fontSize(7.5).fillColor('#555').text(t.note, left);
  doc.end();
  await done;
}
