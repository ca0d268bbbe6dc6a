/**
 * The list's "Kolumny" button: react-admin's <ColumnsButton>, whose menu the <DataTable> fills
 * (its <ColumnsSelector>: a search field and a switch per column) once the rows are on screen,
 * rather than in the same render as them.
 *
 * react-admin mounts the menu's content hidden, as soon as the table has data, into the button's
 * always-mounted popover, and its search field's `autoFocus` then focuses a hidden input, which
 * makes the browser compute the style of the whole page (the new rows included) in the middle of
 * that render: together about a quarter of the time from the data arriving to the rows shown.
 * The selector finds its container by id (`<storeKey>-columnsSelector`) and, when the container
 * is not there yet, looks for it every 100 ms for half a second (react-admin's own wait for a
 * button mounted after the table). So the button's container takes the table's id in a task
 * right after the render that showed the data (a 0 ms timeout, which runs before that 100 ms
 * look): the menu is filled a moment later, long before anyone can open it, and works as before.
 * That render is flushed at once, in the timeout itself: an ordinary update is rendered in slices
 * between which the selector's timers run, and on a busy machine the half second passed before the
 * id was in the page, leaving the menu empty for good.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { ColumnsButton } from 'react-admin';
import { useListContext, useResourceContext } from 'ra-core';

export const ListColumnsButton = () => {
  const resource = useResourceContext();
  const { isPending } = useListContext();
  const [rowsShown, setRowsShown] = useState(false);
  useEffect(() => {
    if (isPending || rowsShown) return;
    const timer = setTimeout(() => flushSync(() => setRowsShown(true)), 0);
    return () => clearTimeout(timer);
  }, [isPending, rowsShown]);
  // <DataTable>'s default store key (the registry lists set none); only the menu's id uses it here.
  const storeKey = `${resource}.datatable`;
  return <ColumnsButton storeKey={rowsShown ? storeKey : `${storeKey}.waiting`} />;
};
