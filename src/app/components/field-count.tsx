import './ui/field.css';
/** product.md 5: a text field's length indicator, in error style once the limit is passed. */
export function FieldCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={length > max ? 'field-count field-count-over' : 'field-count'}>
      {length} of {max} characters used
    </p>
  );
}
