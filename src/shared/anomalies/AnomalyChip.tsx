/**
 * The "Anomalia" chip of the fuelings lists: flagged rows of the list's scope (the shared site and
 * date range the list shows) carry it, with the reasons in a tooltip. The anomalies are fetched
 * once per scope by the provider around the list; each cell only looks its row up.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Chip, Tooltip } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import type { AnomalySource } from '../../domain/anomalies';
import type { CustomListColumn } from '../../registry-ui/listColumns';
import { useAnomalies } from './useAnomalies';

const ReasonsByFueling = createContext<ReadonlyMap<string, string[]>>(new Map());

export const AnomalyIndexProvider = ({ source, children }: { source: AnomalySource; children: ReactNode }) => {
  const { data } = useAnomalies(false);
  const reasons = useMemo(() => {
    const byFueling = new Map<string, string[]>();
    for (const anomaly of data?.anomalies ?? []) {
      if (anomaly.source !== source) continue;
      const key = String(anomaly.fueling);
      byFueling.set(key, [...(byFueling.get(key) ?? []), anomaly.reason]);
    }
    return byFueling;
  }, [data, source]);
  return <ReasonsByFueling.Provider value={reasons}>{children}</ReasonsByFueling.Provider>;
};

const AnomalyChip = ({ id }: { id: RaRecord['id'] }) => {
  const translate = useTranslate();
  const reasons = useContext(ReasonsByFueling).get(String(id));
  if (!reasons) return null;
  return (
    <Tooltip title={reasons.join(' ')}>
      <Chip label={translate('sat.anomalies.chip')} color="error" variant="outlined" size="small" tabIndex={0} aria-description={reasons.join(' ')} />
    </Tooltip>
  );
};

/** The list column holding the chip. */
export const anomalyColumn: CustomListColumn = {
  source: 'anomaly',
  kind: 'custom',
  label: 'sat.anomalies.column',
  render: (record) => <AnomalyChip id={record.id} />,
};
