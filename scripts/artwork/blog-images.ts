/**
 * Blog header images, 1200 x 675: the topic's motif in a round window, on a background tinted by
 * the blog's category so the list page reads as a set.
 */
import { palette, vividTone } from './palette';
import { circle, group, path, sparkle, translate } from './shapes';
import { linearGradient, svgDocument } from './svg-document';
import { extraMotifs, type ExtraMotifId } from './extra-motifs';
import { genericTreatmentMotif, treatmentMotifs, type TreatmentId } from './treatment-motifs';

type BlogMotif = TreatmentId | ExtraMotifId;

/** Which drawing illustrates which article; an article without one gets the generic treatment motif. */
const blogMotifs: Record<string, BlogMotif> = {
  'how-to-brush-and-floss-properly': 'brushing',
  'root-canal-treatment-step-by-step': 'root-canal',
  'your-childs-first-dental-visit': 'first-visit',
  'bleeding-gums-causes-and-care': 'gum-surgeries',
  'implants-bridges-or-dentures': 'dental-implants',
  'teeth-whitening-myths-and-facts': 'teeth-whitening',
  'clear-aligners-or-braces': 'orthodontics',
  'dental-emergency-first-aid': 'emergency',
  'preventing-cavities-in-children': 'cavity-prevention',
  'oral-cancer-early-signs': 'oral-cancer',
  'wisdom-teeth-removal-guide': 'tooth-removal',
  'planning-dental-treatment-during-a-visit-to-ahmedabad': 'nri-dental-treatment',
};

const categoryTints: Record<number, [string, string]> = {
  1: ['#eef9f8', '#cfeeeb'],
  2: ['#eef6fb', '#cfe6f3'],
  3: ['#fff8ec', '#fbe6c2'],
  4: ['#fdf1ee', '#f7d9d0'],
};

function motifFor(id: BlogMotif | undefined): string {
  if (id === undefined) return genericTreatmentMotif(vividTone);
  return id in treatmentMotifs ? treatmentMotifs[id as TreatmentId](vividTone) : extraMotifs[id as ExtraMotifId](vividTone);
}

function dotGrid(x: number, y: number, columns: number, rows: number, colour: string): string {
  let dots = '';
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) dots += circle(x + c * 22, y + r * 22, 3.5, colour);
  return dots;
}

export function blogImage(blog: { slug: string; title: string; categoryId: number }): string {
  const motif = blogMotifs[blog.slug] as BlogMotif | undefined;
  const [light, deep] = categoryTints[blog.categoryId] ?? categoryTints[1];
  return svgDocument({
    width: 1200,
    height: 675,
    title: blog.title,
    defs: linearGradient('bg', [light, deep]) + '<clipPath id="window"><circle cx="200" cy="200" r="200"/></clipPath>',
    body:
      '<rect width="1200" height="675" fill="url(#bg)"/>' +
      path('M0,560Q300,500 600,560T1200,540V675H0Z', '#ffffff', { 'fill-opacity': 0.45 }) +
      dotGrid(80, 80, 6, 4, palette.teal + '55') +
      circle(1040, 520, 90, 'none', { stroke: palette.teal, 'stroke-opacity': 0.25, 'stroke-width': 14 }) +
      circle(600, 330, 282, '#ffffff', { 'fill-opacity': 0.55 }) +
      circle(600, 330, 250, palette.mist) +
      group(motifFor(motif), { transform: translate(360, 90, 1.2), 'clip-path': 'url(#window)' }) +
      sparkle(1040, 130, 16, palette.gold) +
      sparkle(190, 470, 12, palette.gold) +
      circle(980, 200, 8, palette.coral, { 'fill-opacity': 0.7 }),
  });
}
