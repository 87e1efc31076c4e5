import type { FromSchema } from 'json-schema-to-ts';
import type { branchSchema, pageSchema, redirectsSchema, sectionSchemas, siteSchema } from './generated/schemas';

/** Types of the content files, derived from the JSON Schemas (see scripts/generate-schema-types.ts). */
export type SiteDefinition = FromSchema<typeof siteSchema>;
export type RedirectsDefinition = FromSchema<typeof redirectsSchema>;
export type Redirect = RedirectsDefinition['redirects'][number];
/** A branch file as written (pages/branches/<id>.json); `Branch` in branches.ts is the branch with the clinic's defaults filled in. */
export type BranchDefinition = FromSchema<typeof branchSchema>;

type SectionSchemas = typeof sectionSchemas;
export type SectionType = keyof SectionSchemas;
export type SectionDefinition<T extends SectionType = SectionType> = T extends SectionType ? FromSchema<SectionSchemas[T]> : never;

type PageSchemaType = FromSchema<typeof pageSchema>;
export type PageDefinition = Omit<PageSchemaType, 'sections'> & { sections: SectionDefinition[] };
export type TreatmentDeclaration = NonNullable<PageDefinition['treatment']>;

export type RichText = SectionDefinition<'rich-text'>['body'];
type RichBlock = RichText[number];
export type Inlines = Extract<RichBlock, { paragraph: unknown }>['paragraph'];
export type IconName = TreatmentDeclaration['menu']['icon'];
export type BranchTexts = NonNullable<SectionDefinition<'branch-list'>['texts']>;
