import { findBranch, branchPath } from '../../content/branches';
import { clinicToday } from '../../forms/clinic-clock';
import { defineSectionData } from '../../renderer/section-manifest';
import { rememberRenderTime } from '../../ui/use-clinic-now';
import { sectionWords } from '../../i18n/dictionary-context';
import { branchDetailWords } from '../../i18n/section-words/branch-detail';
import { branchDetailTexts, fillBranchTokens } from './branch-detail-texts';

export default defineSectionData<'branch-detail'>({
  // "Open now" and today's row are written at the instant of the render, which the browser hydrates with.
  prefetch: async (_section, { queryClient }) => rememberRenderTime(queryClient),
  // Its builders (structured data) are a chunk of their own: the page being hydrated needs only the status.
  head: async (section, { params, site, branches, dictionary }) => {
    const branch = findBranch(branches, params.branch ?? '');
    if (!branch) return undefined;
    const texts = branchDetailTexts(section, sectionWords(dictionary, 'branchDetail', branchDetailWords));
    const { branchStructuredData, branchBreadcrumbs } = await import('../../seo/structured-data');
    return {
      title: fillBranchTokens(texts.metaTitle, site, branch),
      description: fillBranchTokens(texts.metaDescription, site, branch),
      canonicalPath: branchPath(branch),
      jsonLd: [branchStructuredData(site, branch, clinicToday(new Date(), site.clinic.timeZone)), branchBreadcrumbs(site, branch, texts)],
    };
  },
  // No branch file has this id: the page is the 404 page, with status 404.
  status: (_section, { params, branches }) => (findBranch(branches, params.branch ?? '') ? undefined : 404),
});
