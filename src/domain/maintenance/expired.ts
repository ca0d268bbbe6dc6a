/**
 * The reference definition of the `expiredDocuments` columns (src/domain/fields.ts, issue 15 §1):
 * the fake provider computes them with it; the server reads the same in SQL
 * (server/crud/expiredDocuments.ts). A mandatory kind is expired when the row's latest
 * document of that kind ended before today; a kind with no document is not marked.
 */
import type { ExpiredDocumentsRule } from '../fields';

/** The kinds a row must hold: the rule's, and `kindsWhen`'s when the referenced row's column matches. */
export function mandatoryKinds(rule: ExpiredDocumentsRule, referencedText: string | null): string[] {
  const when = rule.kindsWhen;
  const extra = when && referencedText?.toLowerCase().includes(when.contains.toLowerCase()) ? when.kinds : [];
  return [...rule.kinds, ...extra];
}

/** The Polish names of the expired mandatory kinds joined by ", ", or null. */
export function expiredDocumentsText(
  kinds: readonly string[],
  documents: ReadonlyArray<{ kind: string; valid_until: string }>,
  today: string,
  labels: Readonly<Record<string, string>>,
): string | null {
  const expired = kinds.filter((kind) => {
    const ends = documents.filter((document) => document.kind === kind).map((document) => document.valid_until);
    return ends.length > 0 && ends.reduce((a, b) => (a > b ? a : b)) < today;
  });
  return expired.length ? expired.map((kind) => labels[kind] ?? kind).join(', ') : null;
}
