/**
 * /work-cards "Karty pracy" (issue 33 §3): for a month and the shared site, every vehicle's and
 * machine's work cards (karta drogowa, karta pracy sprzętu), a card a day; a card shown on screen
 * prints alone on A4 (the menu, the list and the buttons stay off paper); the month's cards as one
 * PDF made by the server, and as CSV. The month and the card are in the address.
 */
import { Alert, Box, Button, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useMonthAddress } from '../../shared/useMonthAddress';
import { useDataProvider, useTranslate } from 'ra-core';
import { formatDecimal } from '../../domain/numbers';
import type { WorkCard } from '../../domain/workCards/cards';
import { cardFigure, normText, personNames, workCardsSheet } from '../../domain/workCards/report';
import { daysInMonth } from '../../domain/workTime/calendar';
import { polishDate } from '../../domain/workTime/report';
import type { SatDataProvider, WorkCardsQuery } from '../../providers/types';
import { ReportTable, type ReportColumn } from '../../registry-ui/ReportTable';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import { useWorkScope } from '../../state/workScope';
import { MonthField } from '../../shared/MonthField';

const PRINT_CSS = '@page { size: A4 portrait; margin: 12mm; }';

const cardKey = (card: WorkCard) => `${card.vehicle}:${card.date}`;
const litres = (value: number | null) => (value === null ? '—' : `${formatDecimal(value, { minDecimals: 2 })} l`);
/**
 * The card's routes on a phone: with MUI's 16 px on each side of every cell, long names ("Wytwórnia
 * mas bitumicznych Zielona Góra", "Podbudowa km 132+319") made the table 8 px wider than a 390-px
 * screen; narrower cells keep the sheet as wide as the screen, its words whole.
 */
const routesTableSx = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } } as const;

function useCardColumns(choose: (card: WorkCard) => void): ReportColumn<WorkCard>[] {
  const translate = useTranslate();
  return [
    {
      key: 'number',
      label: translate('sat.workCards.number'),
      value: (card) => (
        <Button
          size="small"
          onClick={() => choose(card)}
          aria-label={translate('sat.workCards.show', { number: card.number, date: polishDate(card.date) })}
          sx={{ textTransform: 'none', p: 0, minWidth: 0 }}
        >
          {card.number}
        </Button>
      ),
    },
    { key: 'date', label: translate('sat.workCards.date'), value: (card) => polishDate(card.date) },
    { key: 'vehicle', label: translate('sat.workCards.vehicle'), value: (card) => `${card.fleet_number} · ${card.registration_number}` },
    { key: 'kind', label: translate('sat.workCards.kind'), value: (card) => card.title },
    { key: 'people', label: translate('sat.workCards.people'), value: (card) => personNames(card) || '—' },
    {
      key: 'usage',
      label: translate('sat.workCards.usage'),
      numeric: true,
      value: (card) => (card.usage === null ? '—' : `${formatDecimal(card.usage)} ${card.unit}`),
    },
    {
      key: 'state',
      label: translate('sat.workCards.state'),
      value: (card) =>
        card.missing.length ? (
          <Chip size="small" color="warning" label={translate('sat.workCards.incomplete', { count: card.missing.length })} />
        ) : (
          <Chip size="small" color="success" variant="outlined" label={translate('sat.workCards.complete')} />
        ),
    },
  ];
}

/** Label/value pairs as a bordered sheet, two to a row on paper and wide screens. */
const Fields = ({ rows }: { rows: [string, string][] }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      '@media print': { gridTemplateColumns: '1fr 1fr' },
      border: 1,
      borderColor: 'divider',
    }}
  >
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', borderBottom: 1, borderRight: 1, borderColor: 'divider', p: 0.75, gap: 1 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

const CardSheet = ({ card, onClose }: { card: WorkCard; onClose(): void }) => {
  const translate = useTranslate();
  const road = card.kind === 'road';
  const title = translate('sat.workCards.title_card', { title: card.title, number: card.number });
  const t = (key: string) => translate(`sat.workCards.${key}`);
  return (
    <Stack component="section" spacing={1.5} aria-label={title} sx={{ px: 1, minWidth: 0 }}>
      <style>{PRINT_CSS}</style>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography>
            {translate('sat.workCards.dated', { date: polishDate(card.date) })} · {t('site')} {card.site_name}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
          {t('print')}
        </Button>
        <Button onClick={onClose} sx={{ displayPrint: 'none' }}>
          {t('close')}
        </Button>
      </Stack>
      <Fields
        rows={[
          [t('vehicle'), `${card.vehicle_type_label} ${card.vehicle_model}`],
          [t('registration'), card.registration_number],
          [t('fleetNumber'), String(card.fleet_number)],
          [road ? t('driver') : t('operator'), personNames(card) || '—'],
          [t('start'), card.start ?? '—'],
          [t('end'), card.end ?? '—'],
          [road ? t('meterStartRoad') : t('meterStartMachine'), cardFigure(card.meter_start, road ? 0 : 1)],
          [road ? t('meterEndRoad') : t('meterEndMachine'), cardFigure(card.meter_end, road ? 0 : 1)],
          [road ? t('usageRoad') : t('usageMachine'), cardFigure(card.usage, road ? 0 : 1)],
        ]}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {road ? t('rides') : t('work')}
      </Typography>
      {card.routes.length > 0 && (
        <Table size="small" aria-label={road ? t('rides') : t('work')} sx={routesTableSx}>
          <TableHead>
            <TableRow>
              <TableCell>{t('from')}</TableCell>
              <TableCell>{t('to')}</TableCell>
              <TableCell>{t('material')}</TableCell>
              <TableCell align="right">{t('loads')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {card.routes.map((route) => (
              <TableRow key={`${route.from}|${route.to}|${route.material}`}>
                <TableCell>{route.from ?? '—'}</TableCell>
                <TableCell>{route.to ?? '—'}</TableCell>
                <TableCell>{route.material ?? '—'}</TableCell>
                <TableCell align="right">{route.loads}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {card.work && <Typography>{card.work}</Typography>}
      {!card.routes.length && !card.work && <Typography color="text.secondary">{t('noRides')}</Typography>}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('fuel')}
      </Typography>
      <Fields
        rows={[
          [t('fuelStart'), litres(card.fuel_start)],
          [t('fuelTaken'), litres(card.fuel_taken)],
          [t('fuelNorm'), card.fuel_norm === null ? normText(card) : litres(card.fuel_norm)],
          [t('fuelEnd'), litres(card.fuel_end)],
        ]}
      />
      {card.missing.length > 0 && (
        <Alert severity="warning" role="status">
          <Typography sx={{ fontWeight: 600 }}>{t('missing')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {card.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Stack direction="row" spacing={6} sx={{ pt: 6 }}>
        {[road ? t('signDriver') : t('signOperator'), t('signManager')].map((label) => (
          <Box key={label} sx={{ flex: 1, borderTop: 1, pt: 0.5, textAlign: 'center' }}>
            <Typography variant="body2">{label}</Typography>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
};

export const WorkCardsPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const { site } = useWorkScope();
  const { params, month, setParam } = useMonthAddress();
  const [year, monthNumber] = month.split('-').map(Number);
  const query: WorkCardsQuery | null =
    site === null ? null : { site, date_from: `${month}-01`, date_to: `${month}-${String(daysInMonth(year, monthNumber)).padStart(2, '0')}` };
  const {
    data: report,
    error,
    isPending,
  } = useQuery({
    queryKey: ['work-cards', site, month],
    queryFn: () => dataProvider.getWorkCards(query!),
    enabled: query !== null,
    retry: false,
  });
  const columns = useCardColumns((card) => setParam('card', cardKey(card)));
  const shown = report?.cards.find((card) => cardKey(card) === params.get('card'));
  const printing = shown ? { displayPrint: 'none' } : {};
  const incomplete = report?.cards.filter((card) => card.missing.length).length ?? 0;

  return (
    <Stack spacing={2} sx={{ py: 1, minWidth: 0 }}>
      <Stack spacing={1} sx={{ px: 1, pt: 1, ...printing }}>
        <Typography variant="h5" component="h1">
          {translate('sat.workCards.title')}
        </Typography>
        <Typography color="text.secondary">{translate('sat.workCards.intro')}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <MonthField label={translate('sat.workCards.month')} value={month} onChange={(chosen) => setParam('month', chosen)} />
          {query && report && (
            <>
              <CsvDownloadButton
                label={translate('sat.workCards.csv')}
                fetchFile={() => dataProvider.exportWorkCardsCsv(query)}
                fileName={() => `${workCardsSheet(report).fileName}.csv`}
                iconOnly={false}
              />
              <CsvDownloadButton
                label={translate('sat.workCards.pdf')}
                note={translate('sat.workCards.pdfNote')}
                fetchFile={() => dataProvider.exportWorkCardsPdf({ site: query.site!, month })}
                fileName={() => `karty-pracy_${month}_budowa-${query.site}.pdf`}
                iconOnly={false}
              />
            </>
          )}
        </Stack>
      </Stack>
      {query === null ? (
        <Alert severity="info" sx={{ mx: 1 }}>
          {translate('sat.workCards.chooseSite')}
        </Alert>
      ) : isPending ? (
        <Skeleton variant="rectangular" height={240} aria-label={translate('ra.page.loading')} />
      ) : error || !report ? (
        <Alert severity="error">{translate('sat.workCards.error', { detail: error?.message ?? '' })}</Alert>
      ) : (
        <>
          {shown && <CardSheet card={shown} onClose={() => setParam('card', null)} />}
          <Stack spacing={1} sx={{ minWidth: 0, ...printing }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ px: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {translate('sat.workCards.cards')}
              </Typography>
              <Typography color="text.secondary">
                {translate('sat.workCards.count', { smart_count: report.cards.length })}
                {incomplete > 0 && `, ${translate('sat.workCards.incompleteCount', { count: incomplete })}`}
              </Typography>
            </Stack>
            {report.cards.length ? (
              <ReportTable label={translate('sat.workCards.cards')} columns={columns} rows={report.cards} rowKey={cardKey} />
            ) : (
              <Typography color="text.secondary" sx={{ px: 1 }}>
                {translate('sat.workCards.empty')}
              </Typography>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
};
