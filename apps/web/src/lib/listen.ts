/** Adds each handler to `target` under its event's name; answers the function that removes them all. */
export function listen(target: EventTarget, handlers: Record<string, () => void>): () => void {
  const entries = Object.entries(handlers);
  for (const [type, handler] of entries) target.addEventListener(type, handler);
  return () => {
    for (const [type, handler] of entries) target.removeEventListener(type, handler);
  };
}
