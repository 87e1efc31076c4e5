import type { SiteDefinition } from './types';

export type Branch = SiteDefinition['clinic']['branches'][number];
export type PostalAddress = Branch['address'];

/** The branches' names as prose: `South Bopal and Chandkheda`, `A, B and C`. */
export function branchNames(branches: readonly Branch[]): string {
  return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(branches.map((branch) => branch.name));
}

/**
 * A branch's address as one line, the way Indian addresses are written: 'street, city, state PIN'.
 * The country is left out: every visitor reading it knows the clinic is in India.
 */
export function formatPostalAddress({ street, locality, region, postalCode }: PostalAddress): string {
  return `${street}, ${locality}, ${region} ${postalCode}`;
}
