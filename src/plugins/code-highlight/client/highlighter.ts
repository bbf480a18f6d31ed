// The theme's code block content, which highlights in the browser, with Prism and the configured
// extra languages: one on-demand chunk, loaded only for code the build did not highlight.
// `@theme-init` is the classic theme's own component, the one this plugin's theme replaces.
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-init/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content as typeof ContentType;
