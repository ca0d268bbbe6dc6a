import { getResource } from '../../domain/resources';
import { ResourceList } from '../../registry-ui/ResourceList';
import { listColumns } from '../../registry-ui/listColumns';
import { AnomalyIndexProvider, anomalyColumn } from '../../shared/anomalies/AnomalyChip';
import { FuelStatementButton } from './FuelStatementButton';

const columns = [...listColumns(getResource('fueling')), anomalyColumn];

/** The generic list with the "Anomalia" chip of flagged fuelings (issue 13 §2) and "Importuj wyciąg" (issue 32 §2). */
export const FuelingList = () => (
  <AnomalyIndexProvider source="fueling">
    <ResourceList columns={columns} extraActions={<FuelStatementButton />} />
  </AnomalyIndexProvider>
);
