/**
 * Playback and personal content (calls-and-errors.md 7.7): notes, bookmarks, surveys, My List
 * and sharing. The player's own numbers and shortcuts are in shared/player.ts.
 */

/** The limits of the personal calls; the spec shows none, so these are ours (decisions/0015). */
export const PERSONAL_LIMITS = { noteLength: 5000, surveyCommentLength: 2000, ratingMax: 5 } as const;

/**
 * The personal calls (v3) as the browser makes them. The server's routes are the same
 * functions given `:contentUuid` / `:uuid`, so ids go in as they are: they are uuids, which
 * need no encoding (the server refuses anything else with 400).
 */
export const PERSONAL_API = {
  /** GET: every note of the profile, grouped by class. */
  notes: '/api/v3/notes',
  /** GET: the notes as a Markdown file. */
  notesExport: '/api/v3/notes/export.md',
  /** GET a lesson's notes; PATCH adds or changes one; DELETE ?note_id= removes one. */
  lessonNotes: (contentUuid: string) => `/api/v3/notes/${contentUuid}`,
  /** GET ?kind=lesson|article: the profile's bookmarks. */
  bookmarks: '/api/v3/bookmarks',
  /** PATCH bookmarks a lesson (at a time) or an article; DELETE removes it. */
  bookmark: (uuid: string) => `/api/v3/bookmarks/${uuid}`,
  /** PATCH: the profile's rating and comment of a lesson or class. */
  survey: (contentUuid: string) => `/api/v3/surveys/${contentUuid}`,
  /** GET: My List. */
  myList: '/api/v3/list',
  /** POST adds a class or series to My List, DELETE removes it (both idempotent). */
  myListItem: (contentUuid: string) => `/api/v3/list/${contentUuid}`,
  /** GET: a share link of a class, lesson or article with its preview. */
  sharing: (uuid: string) => `/api/v3/sharing/${uuid}`,
} as const;

export const PERSONAL_PATHS = {
  articleBookmarks: '/articles-bookmarks',
  /** Bookmarked lessons and articles (product.md 2.1 lists bookmarks among the login-required routes). */
  bookmarks: '/bookmarks',
  /** My List as a page (the member home shows its newest titles in a row). */
  myList: '/my-list',
  myProgress: '/my-progress',
  share: (token: string) => `/share/${encodeURIComponent(token)}`,
  /** A lesson page opened at a time (the notes' links). */
  atTime: (lessonPath: string, seconds: number) => `${lessonPath}?t=${Math.max(0, Math.floor(seconds))}`,
} as const;

/** Texts of the notes, bookmarks, survey, My List and share controls and pages; ours, but 8.3's. */
export const PERSONAL_TEXTS = {
  /** calls-and-errors.md 8.3, shared post. */
  contentNotAvailable: 'Content not available',
  contentNotAvailableAdvice: 'The link may be wrong, or what it shared is no longer here.',
  notesTitle: 'Notes',
  addNoteAt: (clock: string) => `Add a note at ${clock}`,
  noteLabel: 'Note',
  saveNote: 'Save note',
  editNote: 'Edit',
  deleteNote: 'Delete',
  cancel: 'Cancel',
  noNotes: 'No notes yet. Pause anywhere and write down what you want to remember.',
  noteSaved: 'Note saved.',
  noteDeleted: 'Note deleted.',
  jumpTo: (clock: string) => `Go to ${clock}`,
  exportNotes: 'Download my notes (Markdown)',
  bookmark: 'Bookmark',
  removeBookmark: 'Remove bookmark',
  bookmarkRemoved: 'Bookmark removed.',
  articleBookmarksTitle: 'Bookmarked articles',
  articleBookmarksLede: 'Articles you saved to read later.',
  noArticleBookmarks: "You haven't bookmarked any articles yet.",
  browseArticles: 'Browse articles',
  myList: 'My List',
  myListEmpty: 'Save classes and series to My List to find them here.',
  myListLede: 'The classes and series you saved, newest first.',
  removeFromList: 'Remove from My List',
  removedFromList: 'Removed from My List.',
  browseClasses: 'Browse classes',
  bookmarksTitle: 'Bookmarks',
  bookmarksLede: 'Lessons and articles you saved to come back to.',
  lessonsHeading: 'Lessons',
  articlesHeading: 'Articles',
  noLessonBookmarks: "You haven't bookmarked any lessons yet. Bookmark one while you watch to find it here.",
  lessonNumber: (n: number) => `Lesson ${n}`,
  bookmarkedAt: (clock: string) => `Bookmarked at ${clock}`,
  surveyTitle: 'How was it?',
  surveyRating: 'Your rating',
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  surveyComment: 'Comment',
  surveySubmit: 'Send',
  surveyThanks: 'Thank you for your feedback.',
  share: 'Share',
  shareLink: 'Share link',
  linkCopied: 'Link copied.',
  linkSelected: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  sharedWithYou: 'Shared with you',
  byInstructor: (name: string) => `With ${name}`,
  byAuthor: (name: string) => `By ${name}`,
  openClass: 'Watch the class',
  openLesson: 'Watch the lesson',
  openArticle: 'Read the article',
} as const;
