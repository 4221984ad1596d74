/**
 * Where the lesson's video is, for the tools beside the player (a note or a bookmark at the
 * current time). 0 before the player has loaded its video.
 */
export function currentVideoTime(): number {
  if (typeof document === 'undefined') return 0;
  const video = document.querySelector<HTMLVideoElement>('.player video');
  return video ? Math.floor(video.currentTime) : 0;
}
