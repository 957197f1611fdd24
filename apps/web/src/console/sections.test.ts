import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from './lib/constants.ts';
import consoleGb from './locales/gb.json';
import consolePt from './locales/pt.json';
import { consoleSections, sectionsFor } from './sections.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

function lookup(catalog: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
}

describe('the console sections', () => {
  it('show Staff, Settings and Audit log to admins only', () => {
    expect(sectionsFor('admin').map((section) => section.id)).toEqual(
      expect.arrayContaining(['staff', 'settings', 'audit']),
    );
    for (const role of ['editor', 'support', 'analyst'] as const) {
      const ids = sectionsFor(role).map((section) => section.id);
      expect(ids).not.toContain('staff');
      expect(ids).not.toContain('settings');
      expect(ids).not.toContain('audit');
    }
  });

  it('show Packages to editors only', () => {
    expect(sectionsFor('editor').map((section) => section.id)).toContain('packages');
    for (const role of ['admin', 'support', 'analyst'] as const) {
      expect(sectionsFor(role).map((section) => section.id)).not.toContain('packages');
    }
  });

  it('each have a unique id and path, known roles, and a label and hint in both languages', () => {
    expect(new Set(consoleSections.map((section) => section.id)).size).toBe(consoleSections.length);
    expect(new Set(consoleSections.map((section) => section.path)).size).toBe(consoleSections.length);
    for (const section of consoleSections) {
      expect(section.roles.length).toBeGreaterThan(0);
      for (const role of section.roles) expect(STAFF_ROLES).toContain(role);
      for (const key of [section.labelKey, section.hintKey]) {
        expect(lookup(consoleGb, key), `gb ${key}`).toBeTypeOf('string');
        expect(lookup(consolePt, key), `pt ${key}`).toBeTypeOf('string');
      }
    }
  });
});

describe("the console's catalogs", () => {
  it('have the same keys in English and Portuguese, none empty', () => {
    expect(keysOf(consolePt).sort()).toEqual(keysOf(consoleGb).sort());
    for (const key of keysOf(consolePt)) expect(String(lookup(consolePt, key)).trim(), key).not.toBe('');
  });

  it('name every role and status', () => {
    for (const role of STAFF_ROLES) expect(consolePt.roles[role]).toBeTruthy();
    expect(Object.keys(consoleGb.statuses).sort()).toEqual(['active', 'disabled', 'invited']);
  });
});
