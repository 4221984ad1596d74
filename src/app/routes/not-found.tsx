import { data } from 'react-router';
import { statusName } from '~/shared/error-catalogue';

/** Any path no route claims: the root error boundary shows the not-found page with 404. */
export function loader() {
  throw data(statusName(404), { status: 404 });
}

export default function NotFound() {
  return null;
}
