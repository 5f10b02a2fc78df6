import { selectsChangedInPage } from './selects-changed';

describe('a choice made in a list of the server’s step before the page was live', () => {
  it('is listed against the option the server marked chosen, or the first; an unchanged list is not', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<select name="state"><option value="UP" selected>UP</option><option value="BR">BR</option></select>' +
      '<select name="district"><option value="">Choose</option><option value="Ballia">Ballia</option></select>' +
      '<select name="same"><option value="a">a</option><option value="b" selected>b</option></select>';
    (form.elements.namedItem('state') as HTMLSelectElement).value = 'BR';
    (form.elements.namedItem('district') as HTMLSelectElement).value = 'Ballia';
    expect(selectsChangedInPage(form)).toEqual([
      ['state', 'BR'],
      ['district', 'Ballia'],
    ]);
  });
});
