// The theme's code block content, which highlights in the browser, with Prism and the configured
// extra languages: one on-demand chunk, loaded only for code the build did not highlight.
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content as typeof ContentType;
