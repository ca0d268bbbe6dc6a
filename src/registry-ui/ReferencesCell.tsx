/**
 * A multi-reference list cell (`references`): the referenced rows' texts, comma-separated. The
 * cells of a page ask for their rows together (react-admin's aggregated getMany: one request per
 * referenced resource, not one per cell).
 */
import { useGetManyAggregate, type Identifier } from 'ra-core';
import { recordText } from './recordText';

export const ReferencesCell = ({ ids, reference }: { ids: Identifier[]; reference: string }) => {
  const { data } = useGetManyAggregate(reference, { ids });
  if (!data) return null;
  const text = recordText(reference);
  const byId = new Map(data.filter(Boolean).map((row) => [String(row.id), row]));
  return <>{ids.flatMap((id) => (byId.has(String(id)) ? [text(byId.get(String(id))!)] : [])).join(', ')}</>;
};
