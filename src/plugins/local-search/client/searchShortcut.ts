// The keys DocSearch opens its modal with, as its keyboard hook reads them: Ctrl/⌘+K anywhere,
// "/" when the reader is not typing. The navbar's stand-in answers them until DocSearch loads.
export interface ShortcutEvent {
  key?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

function isTyping(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (!element) return false;
  return (
    element.isContentEditable === true ||
    element.tagName === 'INPUT' ||
    element.tagName === 'SELECT' ||
    element.tagName === 'TEXTAREA'
  );
}

export function isSearchShortcut(event: ShortcutEvent): boolean {
  const key = event.key?.toLowerCase();
  if (key === 'k' && (event.ctrlKey || event.metaKey)) return true;
  return key === '/' && !isTyping(event.target);
}
