/** Where a call's line goes: a Fastify/pino logger fits. */
export interface CallLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

type Methods = Record<string, unknown>;

/**
 * The adapter with each of its methods logging one line per call to the operator's or card provider's system:
 * the system, the operation, how long it took and the outcome ('ok', or 'failed' with the error's name and
 * message). Arguments and answers are never logged (they carry OTPs, passwords and card numbers); only an
 * answer's own `status` word is, when it has one (a charge 'failed' is an answer, not an error).
 */
export function withLoggedCalls<T extends object>(
  adapter: T,
  system: string,
  log: CallLog,
  /** The methods that call the system (default: every method). */
  only?: readonly (keyof T & string)[],
): T {
  const logged: Methods = { ...(adapter as Methods) };
  for (const [operation, method] of Object.entries(adapter as Methods)) {
    if (typeof method !== 'function' || (only && !only.includes(operation as keyof T & string))) continue;
    logged[operation] = async (...args: unknown[]) => {
      const started = performance.now();
      const durationMs = () => Math.round((performance.now() - started) * 10) / 10;
      try {
        const answer = await method.apply(adapter, args);
        log.info(
          { system, operation, durationMs: durationMs(), outcome: 'ok', ...statusOf(answer) },
          'outside system call',
        );
        return answer;
      } catch (error) {
        log.warn(
          { system, operation, durationMs: durationMs(), outcome: 'failed', ...describe(error) },
          'outside system call failed',
        );
        throw error;
      }
    };
  }
  return logged as T;
}

/**
 * The adapter's calls logged to a logger chosen per use: a route's `request.log` (its lines carry the request's
 * id) or the app's logger (jobs). Each logger's wrapper is made once.
 */
export type LoggedTo<T> = (log: CallLog) => T;

export function loggedCallsTo<T extends object>(
  adapter: T,
  system: string,
  only?: readonly (keyof T & string)[],
): LoggedTo<T> {
  const byLog = new WeakMap<CallLog, T>();
  return (log) => {
    let logged = byLog.get(log);
    if (!logged) {
      logged = withLoggedCalls(adapter, system, log, only);
      byLog.set(log, logged);
    }
    return logged;
  };
}

function statusOf(answer: unknown): { status?: string } {
  const status = (answer as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'string' ? { status } : {};
}

/** The error's class and message, cut short; the adapters write their messages without secrets. */
function describe(error: unknown): { error: string; reason: string } {
  if (!(error instanceof Error)) return { error: typeof error, reason: String(error).slice(0, 200) };
  return { error: error.name, reason: error.message.slice(0, 200) };
}
