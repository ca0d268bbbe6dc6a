/**
 * A link in a list cell (e.g. the rides list's "Pokaż na mapie"): what MUI's <Link> with
 * react-router's <Link> shows (an `<a>` with MUI's classes, primary and always underlined, the
 * look set once by ResourceTableBody), and an in-app navigation on a plain click (a click with a
 * modifier key or another button is left to the browser: new tab, new window…), without the two
 * styled MUI components and the router hooks that each of those costs per row.
 * `to` is an absolute app path (the app has no basename); `label` names the link when its text
 * alone does not say where it goes (it should start with that text).
 */
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

const CELL_LINK = 'MuiTypography-root MuiTypography-inherit MuiLink-root MuiLink-underlineAlways sat-cellLink';

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export const CellLink = ({ to, label, children }: { to: string; label?: string; children: ReactNode }) => {
  const navigate = useNavigate();
  return (
    <a
      className={CELL_LINK}
      href={to}
      aria-label={label}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
};
