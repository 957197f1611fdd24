import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PasswordHashingConfig } from '../../config/password-hashing-config.ts';
import { PasswordHasher } from './password-hasher.ts';
import { owaspScrypt, weakScryptForTests } from './password-hashing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    passwordHasher: PasswordHasher;
  }
}

/** The hasher the configuration asks for; any strength but the test tier's is OWASP's. */
export function passwordHasherFor(config: PasswordHashingConfig): PasswordHasher {
  return new PasswordHasher({
    parameters: config.strength === 'weak-for-tests' ? weakScryptForTests : owaspScrypt,
    concurrency: config.concurrency,
    maxQueued: config.maxQueued,
  });
}

/** One hasher for the whole process: subscribers' and staff's passwords share its bound. */
export const passwordHasherPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('passwordHasher', passwordHasherFor(app.config.passwordHashing));
  },
  { name: 'password-hasher', dependencies: ['config'] },
);
