import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, missingOnMachine } from './testMachine.mjs';

describe('missingOnMachine', () => {
  it('says nothing when Chromium is there', () => {
    expect(missingOnMachine((file) => file === CHROMIUM_PATH)).toBeNull();
  });

  it('says in one line that Chromium is missing and the command that installs it', () => {
    const message = missingOnMachine(() => false);
    expect(message).toContain('/usr/bin/chromium is missing');
    expect(message).toContain('sudo apt-get install -y chromium');
    expect(message).not.toContain('\n');
  });
});
