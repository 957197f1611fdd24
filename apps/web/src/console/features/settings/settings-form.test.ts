import { describe, expect, it } from 'vitest';
import { refusedSettings, wholeNumberOf } from './settings-form.ts';

describe('the settings form', () => {
  it('reads a whole number from the field, and nothing from anything else', () => {
    expect(wholeNumberOf(' 3 ')).toBe(3);
    expect(wholeNumberOf('21')).toBe(21);
    expect(wholeNumberOf('0')).toBe(0);
    for (const text of ['', '2.5', 'two', '1e3', '3 devices']) expect(wholeNumberOf(text), text).toBeNull();
  });

  it("finds the settings the server's validation answer names", () => {
    expect(
      refusedSettings('body.stream_limit: Too big: expected number to be <=20', ['stream_limit']),
    ).toEqual(['stream_limit']);
    expect(refusedSettings('body: name at least one setting to change', ['stream_limit'])).toEqual([]);
    expect(refusedSettings('body.other_thing: Invalid input', ['stream_limit'])).toEqual([]);
  });
});
