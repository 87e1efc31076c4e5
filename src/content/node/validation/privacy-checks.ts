import { retentionPeriodLabel } from '../../request-follow-up';
import { matchesPagePath } from '../../route-matching';
import type { PageDefinition, SiteDefinition } from '../../types';
import type { ContentError } from './content-error';

/** What this check reads of the content (a subset of reference-checks' SchemaValidContent). */
interface PrivacyContent {
  site: { definition: SiteDefinition };
  pages: Array<{ file: string; definition: PageDefinition }>;
}

/**
 * The privacy promises must agree with the setting that enforces them: every consent notice
 * under a form (a section's `consent`) links to a page of this site (the privacy policy) and
 * says how long requests are kept, and that page says the same period. The period comes from
 * pages/site.json (`requests.retentionMonths`), which the erasure job obeys.
 */
export function checkConsentNotices(content: PrivacyContent): ContentError[] {
  const errors: ContentError[] = [];
  const period = retentionPeriodLabel(content.site.definition);
  const checkedPolicies = new Set<string>();
  for (const { file, definition } of content.pages) {
    definition.sections.forEach((section, s) => {
      const consent = (section as { consent?: unknown }).consent;
      if (consent === undefined) return;
      const pointer = `/sections/${s}/consent`;
      if (!textOf(consent).includes(period)) {
        errors.push({
          file,
          pointer,
          message: `the consent notice must say how long requests are kept: "${period}" (requests.retentionMonths in pages/site.json)`,
        });
      }
      const policyPath = internalLinks(consent)[0];
      if (!policyPath) {
        errors.push({ file, pointer, message: 'the consent notice must link to the privacy policy (a link to a page of this site, e.g. "/policy")' });
        return;
      }
      const policy = content.pages.find((page) => matchesPagePath(page.definition.path, policyPath));
      if (!policy || checkedPolicies.has(policy.file)) return;
      checkedPolicies.add(policy.file);
      if (!textOf(policy.definition).includes(period)) {
        errors.push({
          file: policy.file,
          pointer: '',
          message: `this page is the privacy policy the consent notice in ${file} links to, but it does not say how long requests are kept: "${period}" (requests.retentionMonths in pages/site.json)`,
        });
      }
    });
  }
  return errors;
}

/** Every string in a piece of content, joined: enough to look for a phrase. */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (node && typeof node === 'object') return Object.values(node).map(textOf).join(' ');
  return '';
}

function internalLinks(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(internalLinks);
  if (node && typeof node === 'object') {
    const href = (node as { href?: unknown }).href;
    return typeof href === 'string' && href.startsWith('/') ? [href.split('#')[0]] : [];
  }
  return [];
}
