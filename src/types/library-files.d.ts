// Query imports handled by src/plugins/library-files.
declare module '*?raw' {
  const source: string;
  export default source;
}

declare module '*?download' {
  const url: string;
  export default url;
}

// Handled by src/plugins/code-highlight: the file's text highlighted at build time.
declare module '*?tokens' {
  const tokens: string;
  export default tokens;
}
