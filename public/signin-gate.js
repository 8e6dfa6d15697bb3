/*
 * Runs before the first paint (a blocking script of index.html; issue 41): the pre-rendered
 * sign-in form is shown only where main.tsx would draw the sign-in page first (src/app/login/
 * signInAddress.ts: /login, or / with nobody signed in) and in English (a Tamil device waits for
 * the page's code and its catalogue). Elsewhere index.html's style hides it until the console
 * draws (data-boot="app"). The site's root becomes /login at once, as main.tsx does.
 */
(function () {
  var html = document.documentElement;
  try {
    var path = location.pathname;
    var session = null;
    try {
      session = JSON.parse(localStorage.getItem('plots-console.session') || 'null');
    } catch (_unreadable) {
      // An unreadable session is no session (getSession reads it so).
    }
    // As getSession and readMemberships read it (tests/unit/signInRoot.test.ts compares the two).
    var organization = function (entry) {
      var id = entry && typeof entry === 'object' && !Array.isArray(entry) ? entry.organization_id : undefined;
      return (typeof id === 'number' && isFinite(id)) || (typeof id === 'string' && id.trim() !== '');
    };
    var signedIn = !!(
      session &&
      typeof session.token === 'string' &&
      Array.isArray(session.organizations) &&
      session.organizations.some(organization)
    );
    var signIn = !signedIn && (path === '/' || path.indexOf('/login') === 0);
    if (!signIn || localStorage.getItem('plots-console.language') === 'ta') html.setAttribute('data-boot', 'app');
    else if (path === '/') history.replaceState(history.state, '', '/login');
  } catch (_error) {
    html.setAttribute('data-boot', 'app');
  }
})();
