import { AppLink } from './app-link';
import type { Inlines, RichText as RichTextBlocks } from '../content/types';

/** Renders the JSON rich-text subset (headings, paragraphs, lists, emphasis, links): content is never raw HTML, so nothing needs sanitising. */
export function RichText({ blocks }: { blocks: RichTextBlocks }) {
  return (
    <>
      {blocks.map((block, i) => {
        if ('heading' in block) {
          const Heading = block.heading === 2 ? 'h2' : 'h3';
          return (
            <Heading key={i} id={block.id}>
              {block.text}
            </Heading>
          );
        }
        if ('paragraph' in block)
          return (
            <p key={i}>
              <InlineText content={block.paragraph} />
            </p>
          );
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i}>
            {block.list.map((item, j) => (
              <li key={j}>
                <InlineText content={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}

export function InlineText({ content }: { content: Inlines }) {
  if (typeof content === 'string') return <>{content}</>;
  return (
    <>
      {content.map((run, i) => {
        if (typeof run === 'string') return <span key={i}>{run}</span>;
        let node = <>{run.text}</>;
        if (run.em) node = <em>{node}</em>;
        if (run.strong) node = <strong>{node}</strong>;
        if (run.href) node = <SmartLink href={run.href}>{node}</SmartLink>;
        return <span key={i}>{node}</span>;
      })}
    </>
  );
}

/** An internal path becomes a router link; anything else (tel:, mailto:, https:) a plain anchor. */
export function SmartLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  if (href.startsWith('/'))
    return (
      <AppLink to={href} className={className}>
        {children}
      </AppLink>
    );
  const external = href.startsWith('https://');
  return (
    <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
