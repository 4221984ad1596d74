import { PERSONAL_TEXTS } from '~/shared/spec';
import { personalApi } from './personal-api';
import { ToggleButton } from './toggle-button';

/** Saves a class or series on the current profile's My List (POST/DELETE list/{uuid}). */
export function MyListButton({
  courseUuid,
  initiallySaved,
}: {
  courseUuid: string;
  initiallySaved: boolean;
}) {
  return (
    <ToggleButton
      className="my-list-button"
      label={PERSONAL_TEXTS.myList}
      icons={['+', '✓']}
      initiallyOn={initiallySaved}
      turnOn={() => personalApi.addToList(courseUuid)}
      turnOff={() => personalApi.removeFromList(courseUuid)}
    />
  );
}
