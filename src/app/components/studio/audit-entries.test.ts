import { describe, expect, it } from 'vitest';
import { recordLabel } from './audit-entries';

describe('recordLabel', () => {
  it('names a record by its kind and label, and the one record of its kind by its kind alone', () => {
    expect(recordLabel('user', 'ada@example.com')).toBe('Person ada@example.com');
    expect(recordLabel('catalog', 'catalog')).toBe('Catalog');
    expect(recordLabel('unknown_kind', '7')).toBe('unknown_kind 7');
  });
});
