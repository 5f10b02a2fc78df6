// A choice made in a list (<select>) of the server's step before the page was live (decision 040): the kit's
// form take-over carries typed text; the form's lists are carried here, so the kit every page loads stays small.

/** Every list whose choice differs from the option the server marked chosen (or the first, without a mark). */
export function selectsChangedInPage(form: HTMLFormElement): Array<[name: string, value: string]> {
  const changed: Array<[string, string]> = [];
  for (const el of Array.from(form.querySelectorAll('select'))) {
    const initial = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
    if (el.name && !el.multiple && initial && el.value !== initial.value) changed.push([el.name, el.value]);
  }
  return changed;
}
