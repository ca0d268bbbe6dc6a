/**
 * The site report's A4 page: 15 mm margins and, in the margins of every printed page, the site
 * and the period (top), the print date (bottom left) and "Strona 2 z 3" (bottom right) — CSS page
 * margin boxes, which Chromium draws since version 131.
 */
import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { showDateTime, showDay } from '../../domain/dates';
import type { SiteReport } from '../../domain/reports/siteReport';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

/** A CSS string literal of a text. */
const cssString = (text: string): string => `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, ' ')}"`;

/** Where a CSS counter goes in a translated text: counterSlot('page') in "Strona %{page}". */
const counterSlot = (counter: string): string => `\u0000${counter}\u0000`;

/** The CSS `content` of a text with counter slots: "Strona ␀page␀ z ␀pages␀" → "Strona " counter(page) " z " counter(pages). */
export const marginBoxContent = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex -- NUL marks the placeholders it splits on
    .split(/(\u0000\w+\u0000)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('\u0000') ? `counter(${part.slice(1, -1)})` : cssString(part)))
    .join(' ');

/** Now, and again just before the page goes to the printer (the report may have been open a while). */
function usePrintTime(): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const update = () => setNow(new Date().toISOString());
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return now;
}

export const SiteReportPrintPage = ({ report }: { report: SiteReport }) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const printed = usePrintTime();
  const header = translate('sat.siteReport.printHeader', { site: report.site.name, from: showDay(report.date_from), to: showDay(report.date_to) });
  const pageOf = translate('sat.siteReport.pageOf', { page: counterSlot('page'), pages: counterSlot('pages') });
  const box = 'font: 8pt sans-serif; color: #555;';
  const css = `@page {
  size: A4;
  margin: 15mm 15mm 18mm;
  @top-left { content: ${cssString(header)}; ${box} }
  @bottom-left { content: ${cssString(translate('sat.siteReport.printedAt', { datetime: showDateTime(printed, timeZone) }))}; ${box} }
  @bottom-right { content: ${marginBoxContent(pageOf)}; ${box} }
}`;
  return <style>{css}</style>;
};
