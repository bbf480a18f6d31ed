// The stock code block with Prism and the configured extra languages, as one on-demand chunk.
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock as typeof CodeBlockType;
