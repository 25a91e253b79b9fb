/** The investor's profile as the API sends it, for the profile screens' tests. */
import type { ProfileNames } from '../../../machines/investment/profileEdit.machine';
import type { ProfileWire } from '../../../contract/investor';

export function profileWire(names: ProfileNames = { firstName: 'Ada', lastName: 'Lovelace' }): ProfileWire {
  return { first_name: names.firstName, last_name: names.lastName, email: 'ada@example.com', referral_code: 'ADA123', joined_at: '2026-11-01T00:00:00.000Z' };
}
