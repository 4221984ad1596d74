import { type Ref, useState } from 'react';
import type { WatchBundle } from '~/features/watch/watch.service';
import { clockDuration } from '~/shared/format';
import { PLAYBACK_SPEEDS } from '~/shared/player';
import { MenuButton } from './menu-button';
import type { PlayerState } from './player-hooks';
import '../shell/page-shell.css';
import '../ui/button.css';
import './player.css';

const AUTO = -1;

/** Icons drawn in a 24-unit box, filled shapes or lines; the buttons carry the names. */
const ICONS = {
  play: { d: 'M8 5v14l11-7z', filled: true },
  pause: { d: 'M7 5h4v14H7zM13 5h4v14h-4z', filled: true },
  back: { d: 'M11 6 3 12l8 6zM20 6l-8 6 8 6z', filled: true },
  forward: { d: 'M4 6v12l8-6zM13 6v12l8-6z', filled: true },
  volume: { d: 'M4 9v6h4l5 4V5L8 9zM16 8.5a5 5 0 0 1 0 7', filled: false },
  muted: { d: 'M4 9v6h4l5 4V5L8 9zM16 9l5 6M21 9l-5 6', filled: false },
  fullscreen: { d: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5', filled: false },
  exitFullscreen: { d: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5', filled: false },
  pip: { d: 'M3 5h18v14H3zM12 12h7v5h-7z', filled: false },
  keyboard: { d: 'M3 7h18v10H3zM6 10h1M9 10h1M12 10h1M15 10h1M18 10h1M7 14h10', filled: false },
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  const { d, filled } = ICONS[name];
  return (
    <svg
      className="player-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** A control whose only content is an icon: its name is the label. */
function IconButton({
  label,
  icon,
  onClick,
  pressed,
  expanded,
  className,
  ref,
}: {
  label: string;
  icon: keyof typeof ICONS;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  /** Extra classes: what a small screen leaves out (the keys still do it). */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `player-button ${className}` : 'player-button'}
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}

/** The bar of controls at the bottom of the player box. */
export function PlayerControls({
  bundle,
  state,
  helpOpen,
  playRef,
  onTogglePlay,
  onSeek,
  onSkip,
  onToggleMute,
  onCaption,
  onRate,
  onLevel,
  onToggleHelp,
  onTogglePip,
  onToggleFullscreen,
}: {
  bundle: WatchBundle;
  state: PlayerState;
  helpOpen: boolean;
  /** The play/pause button: where focus goes when the big play button goes away. */
  playRef: Ref<HTMLButtonElement>;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onSkip: (by: number) => void;
  onToggleMute: () => void;
  onCaption: (lang: string | null) => void;
  onRate: (rate: number) => void;
  onLevel: (index: number) => void;
  onToggleHelp: () => void;
  onTogglePip: () => void;
  onToggleFullscreen: () => void;
}) {
  // What the browser offers is known only in the browser (this file never renders on the server).
  const [abilities] = useState(() => ({
    fullscreen: document.fullscreenEnabled,
    pip: document.pictureInPictureEnabled,
  }));
  const captions = bundle.captions ?? [];
  const { time, duration } = state;
  const playingLevel = state.levels.find((l) => l.index === state.playingLevel);
  const levelName = (index: number) => {
    const level = state.levels.find((l) => l.index === index);
    return level ? `${level.height}p` : 'Auto';
  };

  return (
    <div className="player-controls">
      <input
        type="range"
        className="player-seek"
        aria-label="Seek"
        min={0}
        max={Math.max(1, Math.floor(duration))}
        step={1}
        value={Math.floor(time)}
        aria-valuetext={`${clockDuration(time)} of ${clockDuration(duration)}`}
        onChange={(event) => onSeek(Number(event.target.value))}
      />
      <div className="player-bar">
        <IconButton
          ref={playRef}
          label={state.playing ? 'Pause' : 'Play'}
          icon={state.playing ? 'pause' : 'play'}
          onClick={onTogglePlay}
        />
        <IconButton
          label="Back 10 seconds"
          icon="back"
          className="player-wide-only"
          onClick={() => onSkip(-10)}
        />
        <IconButton
          label="Forward 10 seconds"
          icon="forward"
          className="player-wide-only"
          onClick={() => onSkip(10)}
        />
        <IconButton
          label={state.muted ? 'Unmute' : 'Mute'}
          icon={state.muted ? 'muted' : 'volume'}
          onClick={onToggleMute}
        />
        <span className="player-time">
          {clockDuration(time)} / {clockDuration(duration)}
        </span>
        <span className="player-bar-gap" />
        {captions.length > 0 ? (
          <MenuButton
            label="Captions"
            buttonContent={
              <>
                <span className="visually-hidden">Captions: </span>
                <span aria-hidden="true" className="player-cc">
                  CC
                </span>
                <span className="visually-hidden">
                  {state.caption === null ? 'Off' : captions.find((c) => c.lang === state.caption)?.label}
                </span>
              </>
            }
            choices={[
              { value: null, label: 'Off' },
              ...captions.map((c) => ({ value: c.lang, label: c.label })),
            ]}
            value={state.caption}
            onChoose={onCaption}
            className={state.caption === null ? undefined : 'is-on'}
          />
        ) : null}
        <MenuButton
          label="Speed"
          buttonContent={
            <>
              <span className="visually-hidden">Speed: </span>
              {state.rate}×
            </>
          }
          choices={PLAYBACK_SPEEDS.map((rate) => ({
            value: rate as number,
            label: rate === 1 ? 'Normal' : `${rate}×`,
          }))}
          value={state.rate}
          onChoose={onRate}
        />
        <MenuButton
          label="Quality"
          buttonContent={
            <>
              <span className="visually-hidden">Quality: </span>
              {state.level === AUTO ? 'Auto' : levelName(state.level)}
            </>
          }
          choices={[
            {
              value: AUTO,
              label: playingLevel && state.level === AUTO ? `Auto (${playingLevel.height}p)` : 'Auto',
            },
            ...[...state.levels].reverse().map((l) => ({ value: l.index, label: `${l.height}p` })),
          ]}
          value={state.level}
          onChoose={onLevel}
        />
        <IconButton
          label="Keyboard shortcuts"
          icon="keyboard"
          className="player-wide-only"
          expanded={helpOpen}
          onClick={onToggleHelp}
        />
        {abilities.pip ? (
          <IconButton
            label="Picture in picture"
            icon="pip"
            className="player-wide-only"
            pressed={state.pip}
            onClick={onTogglePip}
          />
        ) : null}
        {abilities.fullscreen ? (
          <IconButton
            label={state.fullscreen ? 'Exit full screen' : 'Full screen'}
            icon={state.fullscreen ? 'exitFullscreen' : 'fullscreen'}
            onClick={onToggleFullscreen}
          />
        ) : null}
      </div>
    </div>
  );
}
