/*
 * Inline in index.html, after the prerendered login forms (scripts/build/prerenderLogin.ts
 * puts it there; server/csp.ts allows it by its hash). It runs before the first paint: on a
 * cold /login with nobody signed in it shows the form of the chosen language (the rule of
 * src/i18n/language.ts readLanguage) and holds a Sign in pressed before the app's scripts
 * arrive; anywhere else it drops the forms. The app then takes the form over
 * (src/access/login/prerender/takeOver.ts). On every page it also applies the colour scheme
 * chosen on this device (src/platform/deviceSettings.ts: light, dark or else auto),
 * so a dark page never flashes light.
 */
(function () {
  var forms = document.querySelectorAll('[data-prerendered-login]');
  var language = 'en';
  var signedIn = false;
  var scheme = 'auto';
  try {
    scheme = window.localStorage.getItem('mantine-color-scheme-value');
    var stored = window.localStorage.getItem('lang');
    if (stored === 'en' || stored === 'es') language = stored;
    signedIn = window.sessionStorage.getItem('user') !== null;
  } catch {
    signedIn = true;
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  var keep = window.location.pathname === '/login' && !signedIn ? language : null;
  for (var i = 0; i < forms.length; i++) {
    var form = forms[i];
    if (form.getAttribute('data-prerendered-login') !== keep) {
      form.parentNode.removeChild(form);
      continue;
    }
    document.documentElement.lang = keep;
    form.removeAttribute('hidden');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      event.currentTarget.setAttribute('data-submitted', '');
    });
  }
})();
