/**
 * A custom page (a screen that is no registry resource's list), declared once: its route, its
 * screen (loaded when first shown), its side-menu entry and who may open it. The router
 * (admin/SatAdmin) and the side menu (layout/menuEntries) are derived from the declarations listed
 * in ./index.ts, as the resources' are from the registry: adding a page is its folder with a
 * `page.ts` and one line there.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceMenuEntry } from '../domain/resources';
import type { LazyScreen } from '../registry-ui/lazyScreen';
import { AdministratorsOnly } from '../shared/AdministratorsOnly';

/** Where the page's entry sits in the side menu: a translation key, its section and order. */
export interface PageMenuEntry extends Omit<ResourceMenuEntry, 'icon'> {
  /** Translation key of the entry's label. */
  label: string;
  icon: SvgIconComponent;
}

export interface PageDeclaration {
  /** The route, as react-router matches it. */
  path: string;
  /** The screen; its code is loaded when it is first shown (or preloaded at start on its address). */
  screen: LazyScreen;
  /** The page's side-menu entry; a page reached by links only has none. */
  menu?: PageMenuEntry;
  /**
   * For administrators only (issue 16 §1): the menu entry is hidden from other roles, and one who
   * opens the address reads why, the screen's code not loaded (its requests would answer 403).
   */
  administratorsOnly?: boolean;
}

/** Types a page's declaration. */
export const definePage = (declaration: PageDeclaration): PageDeclaration => declaration;

/** What a page's route shows: its screen, for administrators only where it says so. */
export const PageScreen = ({ page }: { page: PageDeclaration }) => {
  const Screen = page.screen;
  return page.administratorsOnly ? (
    <AdministratorsOnly>
      <Screen />
    </AdministratorsOnly>
  ) : (
    <Screen />
  );
};
