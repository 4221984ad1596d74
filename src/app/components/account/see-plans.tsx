import { Link } from 'react-router';
import { PATHS, PROMO_TEXTS } from '~/shared/spec';
import '../ui/button.css';

/** Why there is nothing to manage here, and the way to the plans. */
export function SeePlans({ message }: { message: string }) {
  return (
    <>
      <p>{message}</p>
      <p>
        <Link className="button button-primary" to={PATHS.plans}>
          {PROMO_TEXTS.seePlans}
        </Link>
      </p>
    </>
  );
}
