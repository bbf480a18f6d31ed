// Query import handled by the playground plugin (index.ts): a file's text, bundled.
declare module '*?sim-text' {
  const text: string;
  export default text;
}
