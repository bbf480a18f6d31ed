/** The messages of an error and of every `cause` behind it, outermost first. */
export function errorChain(error: unknown, limit = 10): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && messages.length < limit) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}
