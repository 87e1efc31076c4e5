import { BRANCH_QUERY_PARAM } from '../../forms/branch-rules';
import { loadFormDictionary } from '../../forms-ui/form-dictionary-loader';
import { splitLanguage } from '../../i18n/languages';
import { defineSectionData } from '../../renderer/section-manifest';

export default defineSectionData<'contact-form'>({
  // `?branch=<id>` chooses the form's branch (forms-ui/request-form-fields.tsx): one rendered page per branch.
  queryParams: [BRANCH_QUERY_PARAM],
  // The form's words in the page's language, there before the page renders (form-dictionary-loader.ts).
  prefetch: async (_section, { path }) => {
    await loadFormDictionary(splitLanguage(path).language);
  },
});
