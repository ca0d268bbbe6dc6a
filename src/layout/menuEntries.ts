/**
 * The side menu (spec §2 "Dashboard layout"), derived from the declarations: the registry
 * resources with a `menu` entry and the custom pages with one (src/pages/<page>/page.ts), in
 * `order` within each section. The `site` section shows only while a site is selected; an entry
 * for administrators only (issue 16 §1) shows only to them.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { Access } from '../domain/access';
import { getResource, type ResourceMenuEntry } from '../domain/resources';
import { pages, type PageDeclaration } from '../pages';
import type { ResourceModule } from '../registry-ui/resourceModule';
import { resourceModules } from '../resources';

export interface MenuEntry extends Omit<ResourceMenuEntry, 'icon'> {
  path: string;
  /** Translation key and its options. */
  label: string;
  labelOptions?: Record<string, unknown>;
  icon?: SvgIconComponent;
  /** The resource whose list the entry opens (preloaded on intent). */
  resource?: string;
  /** A page only administrators may open (its requests answer others 403). */
  administratorsOnly?: boolean;
}

/** The menu of these resources and pages, in order. */
export const deriveMenuEntries = (modules: readonly ResourceModule[], declarations: readonly PageDeclaration[]): MenuEntry[] =>
  [
    ...modules.flatMap((module): MenuEntry[] => {
      const { menu, administratorsOnly } = getResource(module.name);
      if (!menu) return [];
      return [
        {
          ...menu,
          administratorsOnly,
          path: `/${module.name}`,
          label: `resources.${module.name}.name`,
          labelOptions: { smart_count: 2 },
          icon: module.icon,
          resource: module.list ? module.name : undefined,
        },
      ];
    }),
    ...declarations.flatMap(({ path, menu, administratorsOnly }): MenuEntry[] => (menu ? [{ ...menu, path, administratorsOnly }] : [])),
  ].sort((a, b) => a.order - b.order);

export const menuEntries: MenuEntry[] = deriveMenuEntries(resourceModules, pages);

/** The entries shown now: the site's only while a site is selected, administrators' pages only to them. */
export const visibleMenuEntries = (siteSelected: boolean, access: Access) => {
  const allowed = menuEntries.filter((entry) => !entry.administratorsOnly || access.role === 'administrator');
  return [...allowed.filter((entry) => entry.section === 'always'), ...(siteSelected ? allowed.filter((entry) => entry.section === 'site') : [])];
};
