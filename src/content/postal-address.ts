import type { BranchDefinition } from './types';

export type PostalAddress = BranchDefinition['address'];

/**
 * A branch's address as one line, the way Indian addresses are written: 'street, city, state PIN'.
 * The country is left out: every visitor reading it knows the clinic is in India.
 */
export function formatPostalAddress({ street, locality, region, postalCode }: PostalAddress): string {
  return `${street}, ${locality}, ${region} ${postalCode}`;
}
