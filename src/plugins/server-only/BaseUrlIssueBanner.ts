// The browser's base URL issue banner (see index.ts): what Docusaurus' own renders in the
// browser, nothing, with the CSS that hides the server's banner once the stylesheet loads.
import '@docusaurus/core/lib/client/BaseUrlIssueBanner/styles.module.css';

export default function BaseUrlIssueBanner(): null {
  return null;
}
