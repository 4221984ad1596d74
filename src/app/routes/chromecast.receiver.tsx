import { useEffect, useRef, useState } from 'react';
import { castMessage, RECEIVER_READY, receiverSource } from '~/app/components/player/receiver-source';
import { openStream, type Stream } from '~/app/components/player/stream';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { Route } from './+types/chromecast.receiver';
import '../components/shell/page-shell.css';
import '../components/ui/button.css';
import './chromecast.receiver.css';

// Shown full screen on a TV: nothing of the site around it, and no consent banner (calls-and-errors.md 2).
export const handle: RouteHandle = {
  shell: { bare: true, analyticsLabel: 'chromecast receiver', promoBanner: false },
};

/** `?src=`: a signed master playlist of this site, checked here (anything else is ignored). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { src: receiverSource(url.searchParams.get('src'), url.origin) };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Cast receiver' }, { name: 'robots', content: 'noindex' }];
}

/**
 * /chromecast/receiver: plays the stream a sender gives it, in the address (`?src=`) or in
 * a message ({ type: 'atelier:cast', src, startAt }) from a window of this site; it says
 * `atelier:receiver-ready` to its opener or parent once it listens. The token in the
 * stream's address is its only credential: the receiver needs no cookies.
 */
export default function ChromecastReceiver({ loaderData }: Route.ComponentProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<Stream | null>(null);
  const [source, setSource] = useState(loaderData.src ? { src: loaderData.src, startAt: 0 } : null);
  const [state, setState] = useState<'waiting' | 'loading' | 'playing' | 'paused' | 'failed'>('waiting');
  const [muted, setMuted] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const given = castMessage(event.data, window.location.origin);
      if (given) setSource(given);
    };
    window.addEventListener('message', onMessage);
    (window.opener ?? (window.parent !== window ? window.parent : null))?.postMessage(
      { type: RECEIVER_READY },
      window.location.origin,
    );
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !source) return;
    let cancelled = false;
    setState('loading');
    const fail = () => setState('failed');
    const play = async () => {
      if (streamRef.current) streamRef.current.reload(source.src, source.startAt);
      else
        streamRef.current = await openStream(video, source.src, source.startAt, -1, {
          onLevels: () => {},
          // The receiver cannot ask for a new token: the sender casts again.
          onUnauthorized: fail,
          onFatal: fail,
        });
      if (cancelled) return;
      // A browser window (not a TV) may refuse sound without a press there: start muted.
      await video.play().catch(async () => {
        video.muted = true;
        await video.play().catch(() => setState('paused'));
      });
    };
    play().catch(fail);
    return () => {
      cancelled = true;
    };
  }, [source]);

  useEffect(() => () => streamRef.current?.destroy(), []);

  return (
    <div className="receiver">
      <h1 className="visually-hidden">Cast receiver</h1>
      {/* biome-ignore lint/a11y/useMediaCaption: a cast stream's captions come inside it, as HLS subtitles */}
      <video
        ref={videoRef}
        className="receiver-video"
        playsInline
        controls={state === 'paused'}
        onPlaying={() => setState('playing')}
        onPause={() => setState('paused')}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      />
      {muted && state === 'playing' ? (
        <button
          type="button"
          className="button button-primary receiver-sound"
          onClick={() => {
            if (videoRef.current) videoRef.current.muted = false;
          }}
        >
          Turn the sound on
        </button>
      ) : null}
      <p className="receiver-status" role="status">
        {state === 'waiting'
          ? 'Waiting for a video…'
          : state === 'failed'
            ? 'This video cannot be played. Cast it again.'
            : ''}
      </p>
    </div>
  );
}
