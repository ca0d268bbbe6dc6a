import { getResource } from '../../domain/resources';
import { ResourceList } from '../../registry-ui/ResourceList';
import { listColumns } from '../../registry-ui/listColumns';
import { resourceModule } from '../../registry-ui/resourceModule';
import { AnomalyIndexProvider, anomalyColumn } from '../../pages/fuel-anomalies/AnomalyChip';

const columns = [...listColumns(getResource('fueling')), anomalyColumn];

/** The generic list with the "Anomalia" chip of flagged fuelings (issue 13 §2). */
const FuelingList = () => (
  <AnomalyIndexProvider source="fueling">
    <ResourceList columns={columns} />
  </AnomalyIndexProvider>
);

/** Person fuelings (spec §2 /fueling). */
export default resourceModule('fueling', { list: FuelingList });
