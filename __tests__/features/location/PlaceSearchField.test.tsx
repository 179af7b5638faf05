import { screen, waitFor } from '@testing-library/react';
import PlaceSearchField from '@/features/location/PlaceSearchField';
import { renderWithProviders, resetRouter } from '../testUtils';
import { deferred, installLocationApi, PREDICTIONS, type LocationApi } from './helpers';

// Suggestions come 300 ms after the last keystroke, then through a query: more than the default
// second on a loaded CI host.
const SUGGESTIONS_WAIT = { timeout: 5000 };

let api: LocationApi;
beforeEach(() => {
  api = installLocationApi();
  resetRouter();
});

function renderField() {
  const onPick = jest.fn();
  const view = renderWithProviders(<PlaceSearchField label="Search location" onPick={onPick} />);
  return { ...view, onPick, input: screen.getByRole('combobox', { name: 'Search location' }) };
}

/** Longer than the 300 ms debounce. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 450));

describe('PlaceSearchField', () => {
  it('does not query for empty or blank text', async () => {
    const { user, input } = renderField();
    await user.click(input);
    await user.type(input, '   ');
    await settle();
    expect(api.location.autocomplete).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('queries once, after the debounce, with the trimmed text', async () => {
    const { user, input } = renderField();
    await user.type(input, ' maa');
    expect(api.location.autocomplete).not.toHaveBeenCalled();
    await waitFor(
      () => expect(api.location.autocomplete).toHaveBeenCalledTimes(1),
      SUGGESTIONS_WAIT,
    );
    expect(api.location.autocomplete).toHaveBeenCalledWith('maa');
    expect(await screen.findAllByRole('option', {}, SUGGESTIONS_WAIT)).toHaveLength(
      PREDICTIONS.length,
    );
  });

  it('says the suggestions are loading meanwhile', async () => {
    const answer = deferred<typeof PREDICTIONS>();
    api.location.autocomplete.mockReturnValueOnce(answer.promise);
    const { user, input } = renderField();
    await user.type(input, 'Rabat');
    expect(await screen.findByText('Search suggestions are loading...')).toBeInTheDocument();
    answer.resolve([{ placeId: 'rabat', text: 'Rabat, Morocco', secondaryText: 'Morocco' }]);
    expect(
      await screen.findByRole('option', { name: /Rabat/ }, SUGGESTIONS_WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByText('Search suggestions are loading...')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    api.location.autocomplete.mockResolvedValue([]);
    const { user, input } = renderField();
    await user.type(input, 'zzz');
    expect(await screen.findByText('No locations found')).toBeInTheDocument();
  });

  it('is keyboard operable: arrows move through the listbox, Enter picks', async () => {
    const { user, input, onPick } = renderField();
    await user.type(input, 'maa');
    await screen.findAllByRole('option', {}, SUGGESTIONS_WAIT);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(PREDICTIONS[1]);
    expect(input).toHaveValue('Sidi Maarouf, Casablanca, Morocco');
  });

  it('shows the main text with the secondary line', async () => {
    const { user, input } = renderField();
    await user.type(input, 'maa');
    const option = (await screen.findAllByRole('option', {}, SUGGESTIONS_WAIT))[0];
    expect(option).toHaveTextContent('Maarif');
    expect(option).toHaveTextContent('Casablanca, Morocco');
  });

  it('wraps at both ends, and Home and End jump through the open list', async () => {
    const { user, input, onPick } = renderField();
    await user.type(input, 'maa');
    const options = await screen.findAllByRole('option', {}, SUGGESTIONS_WAIT);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(options[options.length - 1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}{Enter}');
    expect(onPick).toHaveBeenCalledWith(PREDICTIONS[PREDICTIONS.length - 1]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape without losing the text, and reopens with the arrow key', async () => {
    const { user, input, onPick } = renderField();
    await user.type(input, 'maa');
    await screen.findAllByRole('option', {}, SUGGESTIONS_WAIT);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('maa');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('option')).toHaveLength(PREDICTIONS.length);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('picks a suggestion with a click, and closes when the field loses focus', async () => {
    const { user, input, onPick } = renderField();
    await user.type(input, 'maa');
    await user.click((await screen.findAllByRole('option', {}, SUGGESTIONS_WAIT))[1]);
    expect(onPick).toHaveBeenCalledWith(PREDICTIONS[1]);
    expect(input).toHaveValue(PREDICTIONS[1].text);
    await user.clear(input);
    await user.type(input, 'maa');
    await screen.findAllByRole('option', {}, SUGGESTIONS_WAIT);
    await user.tab();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
