/**
 * Copies a link: the Clipboard API, else the field showing it selected and execCommand,
 * else the field left selected for the user to copy by hand ('selected').
 */
export async function copyLink(url: string, field: HTMLInputElement | null): Promise<'copied' | 'selected'> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(url);
      return 'copied';
    }
  } catch {
    // Refused (permissions, insecure context): fall back to the selection.
  }
  field?.focus();
  field?.select();
  try {
    return document.execCommand('copy') ? 'copied' : 'selected';
  } catch {
    return 'selected';
  }
}
