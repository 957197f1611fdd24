import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './axe.ts';

/**
 * Checks many states of a page in one test and reports every failing one at the end, so one run shows all that
 * is wrong rather than the first page only.
 */
export class AccessibilityAudit {
  private readonly failures: string[] = [];

  async check(page: Page, where: string): Promise<void> {
    const violations = await seriousViolations(page);
    if (violations.length > 0) {
      this.failures.push(`${where} (${new URL(page.url()).pathname}):\n${describeViolations(violations)}`);
    }
  }

  /** Throws with every serious or critical violation found, naming the page state, rule, element and help. */
  assertClean(): void {
    if (this.failures.length > 0) {
      throw new Error(
        `axe found serious or critical WCAG 2.1 AA violations:\n\n${this.failures.join('\n\n')}`,
      );
    }
  }
}
