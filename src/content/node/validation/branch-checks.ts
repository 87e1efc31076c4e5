import path from 'node:path';
import type { ContentError } from './content-error';
import { didYouMean } from './did-you-mean';
import type { LoadedPage } from './reference-checks';
import type { BranchDefinition, SiteDefinition } from '../../types';

export interface LoadedBranch {
  /** As shown in messages: 'pages/branches/south-bopal.json'. */
  file: string;
  definition: BranchDefinition;
}

/**
 * What a branch file must agree on with the others and with the rest of the content: its id is
 * its file's name (so ids are unique and /clinics/<id> names the file), and the dentists and
 * treatments it lists exist.
 */
export function checkBranches({
  site,
  pages,
  branches,
}: {
  site: { definition: SiteDefinition };
  pages: readonly LoadedPage[];
  branches: readonly LoadedBranch[];
}): ContentError[] {
  const errors: ContentError[] = [];
  const dentistIds = site.definition.clinic.dentists.map((dentist) => dentist.id);
  const treatmentIds = pages.flatMap(({ definition }) => (definition.treatment ? [definition.treatment.id] : []));
  for (const { file, definition } of branches) {
    const fileId = path.basename(file, '.json');
    if (definition.id !== fileId) {
      errors.push({
        file,
        pointer: '/id',
        message: `the id must be the file's name, "${fileId}" (the branch's address is /clinics/<id>): rename the file or change the id`,
      });
    }
    definition.dentists.forEach((id, index) => {
      if (!dentistIds.includes(id)) {
        errors.push({ file, pointer: `/dentists/${index}`, message: `no dentist "${id}" in clinic.dentists of pages/site.json${didYouMean(id, dentistIds)}` });
      }
    });
    definition.treatments?.forEach((id, index) => {
      if (!treatmentIds.includes(id)) {
        errors.push({ file, pointer: `/treatments/${index}`, message: `no treatment "${id}" under pages/treatments/${didYouMean(id, treatmentIds)}` });
      }
    });
  }
  return errors;
}
