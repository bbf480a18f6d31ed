// Loads the browser-highlighting code block content once and tells the code blocks on the page
// when it is there.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type ContentType from '@theme/CodeBlock/Content';
import { useEffect, useSyncExternalStore } from 'react';

type Content = typeof ContentType;

let loaded: Content | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function loadHighlighter(): Promise<void> {
  loading ??= import(/* webpackChunkName: "code-highlighter" */ './highlighter').then((module) => {
    loaded = module.default;
    listeners.forEach((listener) => listener());
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;

/**
 * The browser-highlighting content, or undefined until its chunk has arrived (then re-renders).
 * Pass `needed: false` for blocks the build highlighted: they never load it.
 */
export function useHighlighter(needed: boolean): Content | undefined {
  const content = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (needed && !content) void loadHighlighter();
  }, [needed, content]);
  return content;
}

// The server renders every page highlighted: load it before the first page renders.
if (!ExecutionEnvironment.canUseDOM) void loadHighlighter();
