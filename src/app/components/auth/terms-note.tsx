import { Link } from 'react-router';
import { AUTH_PATHS, AUTH_TEXTS } from '~/shared/spec';
import './auth.css';

export function TermsNote() {
  return (
    <p className="terms-note">
      {AUTH_TEXTS.termsNote} <Link to={AUTH_PATHS.terms}>Terms of Use</Link> and{' '}
      <Link to={AUTH_PATHS.privacy}>Privacy Policy</Link>.
    </p>
  );
}
