/**
 * A registry resource as a react-admin resource module (`<Resource name=… {...module} />`).
 * Resources with a menu entry get the generic list screen and their declared menu icon unless
 * their folder overrides them. Screens load their code when first shown (`lazyScreen`).
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'ra-core';
import type { SvgIconComponent } from '@mui/icons-material';
import { getResource, type ResourceName } from '../domain/resources';
import type { WriteMode } from '../domain/requiredValues';
import { menuIcons } from './menuIcons';
import { recordText } from './recordText';
import { lazyScreen } from './lazyScreen';

/** The generic list, its code loaded when a list is first shown. */
const LazyResourceList = lazyScreen(async () => (await import('./ResourceList')).ResourceList);

/** What a resource's create or edit dialog shows below the registry's inputs (inside the form). */
export interface FormAdditionProps {
  mode: WriteMode;
  /** The record edited (edit mode). */
  record?: RaRecord;
}

export interface ResourceModule {
  name: ResourceName;
  list?: ComponentType;
  /** A record's own screen (`/<name>/:id/show`), for resources whose rows open. */
  show?: ComponentType;
  icon?: SvgIconComponent;
  recordRepresentation: (record: RaRecord) => string;
  /** Read by the generic screens through react-admin's resource definition. */
  options?: { formAddition?: ComponentType<FormAdditionProps> };
}

export function resourceModule(name: ResourceName, overrides: Partial<Omit<ResourceModule, 'name'>> = {}): ResourceModule {
  const spec = getResource(name);
  return {
    name,
    list: spec.menu ? LazyResourceList : undefined,
    icon: spec.menu?.icon ? menuIcons[spec.menu.icon] : undefined,
    recordRepresentation: recordText(name),
    ...overrides,
  };
}
