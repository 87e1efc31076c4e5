import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { slugFromTitle } from '../contract/article-slug';
import { imageDialog } from './image-dialog';
import { linkDialog, type LinkChoice } from './link-dialog';

/**
 * The staff article page's enhancements, loaded by that page alone (never by the public site):
 *
 * - the body's HTML field becomes a rich-text editor (Tiptap) whose schema has only what the
 *   server's sanitiser keeps: headings 2 to 4, paragraphs, lists, links, bold, italics, quotes,
 *   line breaks and the site's media images. Pasted HTML is parsed into that schema, so nothing
 *   else gets through; the field itself stays in the form and is posted as before, and the
 *   server sanitises it again whatever arrives;
 * - the character counts under the limited fields follow the typing;
 * - a new article's slug field shows the slug its title would get.
 */

function updateCounts(): void {
  for (const count of document.querySelectorAll<HTMLElement>('[data-count-for]')) {
    const field = document.getElementById(count.dataset.countFor ?? '') as HTMLInputElement | HTMLTextAreaElement | null;
    if (!field) continue;
    const render = () => {
      const length = [...field.value].length;
      const max = Number(count.dataset.max);
      const shown = Number(count.dataset.shown);
      count.textContent = `${length} of ${max} characters${shown && length > shown ? `; search results show about ${shown}` : ''}`;
      count.classList.toggle('field__count--over', length > max);
    };
    field.addEventListener('input', render);
    render();
  }
}

function suggestSlug(): void {
  const title = document.getElementById('article-title') as HTMLInputElement | null;
  const slug = document.getElementById('article-slug') as HTMLInputElement | null;
  if (!title || !slug || slug.value) return;
  const render = () => {
    slug.placeholder = slugFromTitle(title.value);
  };
  title.addEventListener('input', render);
  render();
}

interface ToolButton {
  label: string;
  /** Runs the tool; `button` is the toolbar button that was pressed (a dialog returns focus to it). */
  run: (editor: Editor, button: HTMLButtonElement) => void;
  active?: (editor: Editor) => boolean;
  /** Set when the button opens a dialog. */
  opensDialog?: boolean;
}

const TOOLS: ToolButton[] = [
  { label: 'Heading', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { label: 'Subheading', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { label: 'Bold', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: 'Italic', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { label: 'Bullet list', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { label: 'Numbered list', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { label: 'Quote', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
];

/** The toolbar's "Link" button: its dialog asks for the address, then links the selection (or the link under the cursor). */
function linkTool(ask: (opener: HTMLElement, current: string) => Promise<LinkChoice | undefined>): ToolButton {
  return {
    label: 'Link',
    opensDialog: true,
    run: async (e, button) => {
      const choice = await ask(button, (e.getAttributes('link').href as string | undefined) ?? '');
      if (!choice) return;
      const chain = e.chain().focus().extendMarkRange('link');
      if ('remove' in choice) chain.unsetLink().run();
      else chain.setLink({ href: choice.href }).run();
    },
    active: (e) => e.isActive('link'),
  };
}

/** The toolbar's "Image" button: its dialog asks which media-library image and its alt text, then puts it in at the cursor. */
function imageTool(editor: Editor, toolbar: HTMLElement): void {
  const choices = document.getElementById('article-image') as HTMLSelectElement | null;
  const mediaBase = toolbar.closest('[data-media-url]')?.getAttribute('data-media-url');
  if (!choices || !mediaBase) return;
  const ask = imageDialog(choices);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'editor-toolbar__button';
  button.textContent = 'Image';
  button.setAttribute('aria-haspopup', 'dialog');
  button.addEventListener('click', async () => {
    const choice = await ask(button);
    if (choice)
      editor
        .chain()
        .focus()
        .setImage({ src: `${mediaBase}${choice.file}`, alt: choice.alt })
        .run();
  });
  toolbar.append(button);
}

function enhanceBody(): void {
  const field = document.getElementById('article-body') as HTMLTextAreaElement | null;
  if (!field) return;
  const host = document.createElement('div');
  host.className = 'rich-editor';
  const toolbar = document.createElement('div');
  toolbar.className = 'editor-toolbar';
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', 'Body formatting');
  const surface = document.createElement('div');
  host.append(toolbar, surface);
  field.before(host);

  const label = document.querySelector<HTMLLabelElement>('label[for="article-body"]');
  if (label) label.id = 'article-body-label';
  const editor = new Editor({
    element: surface,
    content: field.value,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        underline: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, protocols: ['mailto'], HTMLAttributes: { rel: null, target: null } }),
      Image,
    ],
    editorProps: {
      attributes: {
        class: 'rich-editor__surface',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': 'article-body-label' } : {}),
        ...(field.getAttribute('aria-describedby') ? { 'aria-describedby': field.getAttribute('aria-describedby')! } : {}),
        ...(field.getAttribute('aria-invalid') ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: updated }) => {
      field.value = updated.getHTML();
    },
  });

  const buttons = [...TOOLS, linkTool(linkDialog())].map((tool) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'editor-toolbar__button';
    button.textContent = tool.label;
    if (tool.opensDialog) button.setAttribute('aria-haspopup', 'dialog');
    button.addEventListener('click', () => tool.run(editor, button));
    toolbar.append(button);
    return { button, tool };
  });
  const showActive = () => {
    for (const { button, tool } of buttons) button.setAttribute('aria-pressed', String(tool.active?.(editor) ?? false));
  };
  editor.on('selectionUpdate', showActive);
  editor.on('transaction', showActive);
  showActive();
  imageTool(editor, toolbar);

  // The field stays in the form (it is what is posted), out of sight and out of the tab order.
  field.hidden = true;
  field.value = editor.getHTML();
  const hint = document.getElementById('article-body-hint');
  if (hint) hint.textContent = 'Headings, paragraphs, lists, links, bold, italics, quotes and images from the media library. Pasted text keeps only these.';
}

updateCounts();
suggestSlug();
enhanceBody();
