// For the link's tests: the one LinkError a transfer, a flash or a stop ends in.
import assert from 'node:assert/strict';
import { LinkError } from '../client/linkError.ts';

/** The LinkError `promise` rejects with; fails the test when it resolves or rejects otherwise. */
export async function linkFailure(promise: Promise<unknown>): Promise<LinkError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof LinkError, String(error));
    return error;
  }
  assert.fail('the link reported success');
}
