/**
 * A page for administrators only (issue 16 §1): its menu entry is hidden from other roles, and one
 * who opens its address anyway reads why instead of the page, without asking the server for what
 * it would refuse.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { useIsAdministrator } from '../state/useAccess';
import { PageMessage } from './PageMessage';

export const AdministratorsOnly = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const isAdministrator = useIsAdministrator();
  if (isAdministrator) return <>{children}</>;
  return <PageMessage>{translate('sat.access.administratorsOnly')}</PageMessage>;
};
