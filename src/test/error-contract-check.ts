/** Fails an API test whose requests got an error answer without `code` and `detail` (error-contract.ts). */
import { afterEach } from 'vitest';
import { errorContractViolations } from './error-contract';

afterEach(() => {
  const found = errorContractViolations.splice(0);
  if (found.length > 0) {
    throw new Error(`error answers without {code, detail}:\n${found.join('\n')}`);
  }
});
