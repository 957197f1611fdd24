import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { inOneHook } from './request-steps.ts';

const request = {} as FastifyRequest;
const reply = {} as FastifyReply;

describe('inOneHook', () => {
  it('runs the steps in order, waiting for each one that waits', async () => {
    const ran: string[] = [];
    const hook = inOneHook(
      () => {
        ran.push('first');
      },
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push('second');
      },
      () => {
        ran.push('third');
      },
    );
    await hook(request, reply);
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('stops at the first step that refuses, and refuses with its error', async () => {
    const ran: string[] = [];
    const refusal = new Error('refused');
    const hook = inOneHook(
      async () => {
        ran.push('first');
        throw refusal;
      },
      () => {
        ran.push('second');
      },
    );
    await expect(hook(request, reply)).rejects.toBe(refusal);
    expect(ran).toEqual(['first']);
  });
});
