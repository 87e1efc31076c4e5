import { BRANCH_QUERY_PARAM } from '../../forms/branch-rules';
import { defineSectionData } from '../../renderer/section-manifest';

export default defineSectionData<'appointment-form'>({
  // `?branch=<id>` chooses the form's branch (forms-ui/request-form-fields.tsx): one rendered page per branch.
  queryParams: [BRANCH_QUERY_PARAM],
});
