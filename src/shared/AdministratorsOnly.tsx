/**
 * A page for administrators only (issue 16 §1): its menu entry is hidden from other roles, and one
 * who opens its address anyway reads why instead of the page, without asking the server for what
 * it would refuse (a login sent to it lands on /rides with why, as on a page the server refuses).
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { useIsAdministrator } from '../state/useAccess';
import { PageMessage } from './PageMessage';
import { useRefusedLanding } from './pageRefusal';

export const AdministratorsOnly = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const isAdministrator = useIsAdministrator();
  const refusal = isAdministrator ? null : translate('sat.access.administratorsOnly');
  useRefusedLanding(refusal);
  if (refusal === null) return <>{children}</>;
  return <PageMessage>{refusal}</PageMessage>;
};
