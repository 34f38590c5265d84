// Completes a silent sign-in inside the hidden iframe: hands the redirect URL (code or error) back to
// the app, which finishes the exchange with oidc-client-ts. Same message shape as
// UserManager.signinSilentCallback(), so no bundle is needed here (CSP allows only 'self' scripts).
const target = window.parent !== window ? window.parent : window.opener;
if (target) {
  target.postMessage(
    { source: 'oidc-client', url: window.location.href, keepOpen: false },
    window.location.origin,
  );
}
