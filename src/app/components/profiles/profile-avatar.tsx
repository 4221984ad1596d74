import type React from 'react';
import './profiles.css';

/** The avatar's background: dark enough (30% lightness) that white text passes contrast on every hue. */
export const avatarColour = (hue: number) => `hsl(${hue} 60% 30%)`;

/** A profile's tile art: its initial on its colour. Decorative: the name is always written next to it. */
export function ProfileAvatar({ name, hue }: { name: string; hue: number }) {
  const style: React.CSSProperties = { backgroundColor: avatarColour(hue) };
  // The first character as the reader sees it (an emoji or accented letter stays whole).
  const initial = [...name.trim()][0]?.toLocaleUpperCase() ?? '?';
  return (
    <span className="profile-avatar" style={style} aria-hidden="true">
      {initial}
    </span>
  );
}
