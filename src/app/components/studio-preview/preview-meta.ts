/** The tags of a preview page (docs/decisions/0039): its title, and no indexing. */
export const previewMeta = (title: string) => [
  { title: `Preview: ${title} | Studio` },
  { name: 'robots', content: 'noindex' },
];
