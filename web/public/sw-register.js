// Registers the service worker (sw.js, docs/decisions/055-installable-web-app.md) once the page has loaded, apart
// from the app's own JavaScript so that the home page's code does not grow.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', function () {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {
      // Without a service worker the site works as before, only not offline.
    });
  });
}
