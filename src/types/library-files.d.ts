// Query imports handled by src/plugins/library-files.
declare module '*?raw' {
  const source: string;
  export default source;
}

declare module '*?download' {
  const url: string;
  export default url;
}
