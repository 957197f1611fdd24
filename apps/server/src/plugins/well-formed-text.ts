import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';

/**
 * What no PostgreSQL text can hold: NUL, and a UTF-16 surrogate on its own. JSON and percent-encoding carry
 * both (`"\u0000"`, `"\ud800"`, `%00`), and the database refuses them with an error, so they are refused first.
 */
const loneSurrogate = /[\uD800-\uDFFF]/u;

function unstorable(text: string): boolean {
  return text.includes('\0') || loneSurrogate.test(text);
}

/** Walks a parsed value without recursion, since a body may nest as deep as its size allows. */
export function holdsIllFormedText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (unstorable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Path parameters, query and body, whatever their parser, must be text; otherwise it is a 400, not a 500. The
 * parameters and query can only hold such text when the URL percent-encodes it: the HTTP parser refuses a raw
 * NUL, and reads every other byte as one Latin-1 character, never a surrogate.
 */
export const wellFormedTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const illFormed =
        (request.url.includes('%') &&
          (holdsIllFormedText(request.params) || holdsIllFormedText(request.query))) ||
        holdsIllFormedText(request.body);
      done(
        illFormed
          ? new AppError(
              'validation_failed',
              'The request holds a NUL character or text that is not valid Unicode.',
            )
          : undefined,
      );
    });
  },
  { name: 'well-formed-text' },
);
