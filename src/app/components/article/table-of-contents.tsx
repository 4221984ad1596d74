/** The article's sections as links to their headings (product.md 2.2: table of contents). */
export function TableOfContents({ sections }: { sections: { id: string; heading: string }[] }) {
  if (sections.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="article-toc-title">
      <h2 id="article-toc-title" className="toc-title">
        In this article
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
