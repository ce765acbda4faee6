import { describe, it } from 'vitest';

/**
 * Suites that need something outside npm (a browser, a PostgreSQL server). On a developer's
 * machine without it the suite is skipped with one line saying how to enable it, so
 * `npm ci && npm test` passes on a fresh machine; under CI (`CI=true`, where `.ci/run` installs
 * it) a missing requirement fails the run, so CI never silently loses those tests.
 */
export interface Requirement {
  /** What is missing, e.g. "Chromium at /usr/bin/chromium". */
  what: string;
  available: boolean;
  /** How to provide it, e.g. "apt-get install -y chromium". */
  howTo: string;
}

export const inCi = process.env.CI === 'true';

export function describeWith(requirement: Requirement, name: string, body: () => void): void {
  if (requirement.available) {
    describe(name, body);
    return;
  }
  describe(name, () => {
    if (inCi) {
      it(`needs ${requirement.what}`, () => {
        throw new Error(`${requirement.what} is missing in CI: ${requirement.howTo}`);
      });
    } else {
      console.warn(`Skipping "${name}": ${requirement.what} not found. To run it: ${requirement.howTo}`);
      it.skip(`needs ${requirement.what} (${requirement.howTo})`, () => undefined);
    }
  });
}
