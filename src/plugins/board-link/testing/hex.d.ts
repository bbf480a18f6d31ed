// The browser tests bundle the fake board with the firmware's release hex as text (esbuild's
// text loader, tests/e2e/board-link.test.ts).
declare module '*.hex' {
  const text: string;
  export default text;
}
