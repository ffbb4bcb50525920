/**
 * The first screen of web/index.html (`#boot-shell`): skeleton blocks painted before any script runs. The app
 * takes it away as it draws its own first screen, in a layout effect, so no frame shows both.
 */
export function removeBootShell(): void {
  document.getElementById('boot-shell')?.remove();
}
