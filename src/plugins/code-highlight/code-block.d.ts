import '@theme/CodeBlock';

// The code block's extra prop for lines highlighted at build time (this plugin).
declare module '@theme/CodeBlock' {
  interface Props {
    /** Encoded as in ./shared/token-lines.ts. */
    readonly tokens?: string;
  }
}
