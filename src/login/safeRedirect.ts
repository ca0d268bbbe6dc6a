/** The `redirect` search parameter as an in-app path: same-origin addresses only, never another site. */
export function safeRedirect(redirect: string | null, origin: string = window.location.origin): string | null {
  if (!redirect) return null;
  try {
    const url = new URL(redirect, origin);
    if (url.origin !== origin || url.pathname === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
