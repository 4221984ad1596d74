import { useId } from 'react';
import './progress.css';

/**
 * A native <progress> with its words next to it: the label says what is measured, the
 * bar's value says how far (screen readers announce both; the text shows it to everyone).
 */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const id = useId();
  return (
    <div className="progress-bar">
      <progress id={id} value={value} max={max > 0 ? max : 1} />
      <label htmlFor={id} className="progress-bar-label">
        {label}
      </label>
    </div>
  );
}
