import './table-of-contents.css';
/**
 * A page's sections as links to their headings (product.md 2.2: an article's table of
 * contents; the legal pages use it too).
 */
export function TableOfContents({
  sections,
  title = 'In this article',
}: {
  sections: { id: string; heading: string }[];
  title?: string;
}) {
  if (sections.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc-title">
        {title}
      </h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
