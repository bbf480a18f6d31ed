// Route components load their chunks through `preload()`, a Docusaurus internal. Several client
// modules need to change what the landing route's preload does before hydration; wrapping it
// in each of them made the result depend on their order (one module's restore dropped the
// other's wrapper). Here the functions are wrapped once and the modules register steps.

export type Preloadable = { preload: () => Promise<unknown> };

/** Runs around a preload: calls `preload` (or not) and returns what the caller waits for. */
export type PreloadStep = (preload: () => Promise<unknown>) => Promise<unknown>;

/** Adds a step around every preload of the components; the returned function removes it. */
export type AddPreloadStep = (step: PreloadStep) => () => void;

/**
 * Wraps the `preload` of each component once. Each call runs the steps registered at that
 * moment, the latest outermost; without steps it is the original preload.
 */
export function wrapPreloads(components: Preloadable[]): AddPreloadStep {
  const steps: PreloadStep[] = [];
  for (const component of components) {
    const original = component.preload.bind(component);
    component.preload = () =>
      steps.reduce<() => Promise<unknown>>((inner, step) => () => step(inner), original)();
  }
  return (step) => {
    steps.push(step);
    return () => {
      const index = steps.indexOf(step);
      if (index !== -1) steps.splice(index, 1);
    };
  };
}
