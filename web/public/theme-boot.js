// Runs before the first paint (a classic script in <head>): the stored theme, so the first screen is drawn in
// the member's theme rather than flashing light. web/src/lib/theme.ts owns the rule; this repeats its outcome.
(function () {
  var theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') {
      theme = 'dark';
    }
  } catch {
    // Storage refused (private mode): light, as the app decides too.
  }
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
})();
