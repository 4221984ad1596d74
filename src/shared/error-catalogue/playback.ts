/** Playback and personal content (calls-and-errors.md 7.7): media, progress, notes, bookmarks, surveys, playlists. */
import { PERSONAL_LIMITS } from '../spec';
import { type ErrorEntry, standard } from './http';

export const PLAYBACK_ERRORS = {
  // Per-call overrides (8.1)
  playlist_title_taken: {
    status: 409,
    message: 'This playlist title already exists. Try a different one.',
  },

  // Playback (calls-and-errors.md 7.7; the spec gives no texts, these are ours: statuses in
  // docs/decisions/0013-media-and-playback-tokens.md)
  playback_token_required: { status: 401, message: 'A playback token is required to watch this video.' },
  playback_token_expired: { status: 401, message: 'This playback token has expired; request a new one.' },
  playback_token_invalid: { status: 403, message: 'This playback token is not valid.' },
  media_not_ready: { status: 409, message: 'This video is not ready to play yet.' },
  // Progress heartbeats (PATCH playback/{content_uuid}; ours: docs/decisions/0014-progress.md)
  playback_position_negative: { status: 422, message: 'The playback position cannot be negative.' },
  playback_position_beyond_end: {
    status: 422,
    message: 'The playback position is beyond the end of the video.',
  },
  range_not_satisfiable: standard(416),

  // Notes, bookmarks, surveys (calls-and-errors.md 7.7; the spec gives no texts, these are ours:
  // docs/decisions/0015-notes-bookmarks-list.md)
  note_not_found: { status: 404, message: 'The note does not exist' },
  note_text_invalid: {
    status: 422,
    message: `A note is 1 to ${PERSONAL_LIMITS.noteLength} characters long.`,
  },
  timestamp_out_of_range: {
    status: 422,
    message: 'The time must be between the start and the end of the lesson.',
  },
  bookmark_time_not_allowed: { status: 422, message: 'Only a lesson can be bookmarked at a time.' },
  survey_rating_invalid: {
    status: 422,
    message: `Choose a rating from 1 to ${PERSONAL_LIMITS.ratingMax} stars.`,
  },
  survey_comment_too_long: {
    status: 422,
    message: `A comment is at most ${PERSONAL_LIMITS.surveyCommentLength} characters long.`,
  },
} as const satisfies Record<string, ErrorEntry>;
