// The part of nprogress (no types of its own) that client.ts uses.
declare module 'nprogress' {
  const nprogress: {
    configure(options: { showSpinner: boolean }): void;
    start(): void;
    done(): void;
  };
  export default nprogress;
}
