// Loads the highlighting code block once and tells the code blocks on the page when it is there.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type CodeBlockType from '@theme/CodeBlock';
import { useEffect, useSyncExternalStore } from 'react';

type CodeBlock = typeof CodeBlockType;

let loaded: CodeBlock | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function loadCodeBlock(): Promise<void> {
  loading ??= import(/* webpackChunkName: "code-block" */ './highlighter').then((module) => {
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

/** The highlighting code block, or undefined until its chunk has arrived (then re-renders). */
export function useCodeBlock(): CodeBlock | undefined {
  const codeBlock = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!codeBlock) void loadCodeBlock();
  }, [codeBlock]);
  return codeBlock;
}

// The server renders every page with highlighted code: load it before the first page renders.
if (!ExecutionEnvironment.canUseDOM) void loadCodeBlock();
