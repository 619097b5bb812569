/**
 * Without JavaScript a screen behind a loading boundary (its loading.tsx) would show the loading screen for
 * ever: React streams the page's content after the shell into a hidden `div#S:…` at the end of <body> and
 * reveals it with an inline script, which never runs. This style, which a browser applies only when
 * scripting is off, does the reveal's visible part instead: it hides the loading screen and shows the
 * streamed content where the page would be (body is a flex column: after main, before the footer).
 * Tailwind's preflight hides `[hidden]` with `!important` in its `base` layer, so the rule that shows the
 * content sits in that layer too and wins there by specificity. On a phone the header's Menu button, which
 * needs a script to open, gives way to its links, listed open.
 */
const CSS = `@layer base{body>div[hidden][id^="S:"]{display:block!important;order:1}}
[data-loading-screen]{display:none!important}
main:has([data-loading-screen]){flex:none}
body:has([data-loading-screen]) footer{display:block}
body>footer{order:2}
#main-nav{display:block}
[aria-controls="main-nav"]{display:none}`;

export function NoScriptReveal() {
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: CSS }} />
    </noscript>
  );
}
