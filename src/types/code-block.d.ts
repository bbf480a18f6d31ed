import '@theme/CodeBlock';

// The code block's extra prop for lines highlighted at build time (src/plugins/code-highlight).
declare module '@theme/CodeBlock' {
  interface Props {
    /** Encoded as in src/plugins/code-highlight/shared/token-lines.ts. */
    readonly tokens?: string;
  }
}
