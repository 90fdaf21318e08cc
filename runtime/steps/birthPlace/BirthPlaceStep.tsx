'use client';

import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { askPlaces } from '@/runtime/places/askPlaces';
import { placeDataAttribution } from '@/runtime/places/placeDataAttribution';
import { READING_CONTROL_WORDS } from '@/runtime/screens/readings/readingWords';
import { AnswerFields } from '@/runtime/steps/AnswerFields';
import { AnswerSubmit } from '@/runtime/steps/AnswerSubmit';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { useLatestCall } from '@/runtime/steps/useLatestCall';
import { PLACE_QUERY_MAX_LENGTH } from '@/schemas/places/placeLimits';
import type { Place } from '@/schemas/places/placeSchema';
import { say } from '@/schemas/words';
import { type BirthPlaceAnswer, isLocatedPlace } from './birthPlaceAnswer';

/** The places offered under the field. */
const PLACES_SHOWN = 8;

type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; places: Place[] }
  | { state: 'unavailable' };

/** How a place reads in the list and in the field once chosen: "Lisbon, Lisbon, Portugal". */
function placeLine(place: { name: string; region?: string; countryName?: string }): string {
  return [place.name, place.region, place.countryName].filter((part) => part !== undefined && part !== '').join(', ');
}

/**
 * The place of birth: a field that searches places as the visitor types (the geocoding service, or the app's own
 * offline search), a list to choose from with the keyboard or a tap. A place chosen brings its coordinates and time
 * zone. When nothing is found or the search is unavailable, the visitor goes on with the name as typed, and the
 * reading leaves out what needs the place.
 */
export function BirthPlaceStep({ step, locale, answer, onAnswer, onNext }: StepScreenProps) {
  const id = useId();
  const saved = answer as BirthPlaceAnswer | undefined;
  const [typed, setTyped] = useState(saved ? (isLocatedPlace(saved) ? placeLine(saved) : saved.name) : '');
  const [chosen, setChosen] = useState<Place | undefined>(undefined);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string>();
  const searching = useLatestCall();

  const type = (text: string) => {
    setTyped(text);
    setChosen(undefined);
    setActive(-1);
    setProblem(undefined);
    if (text.trim() === '') {
      searching.abandon();
      return setSearch({ state: 'idle' });
    }
    const signal = searching.begin();
    setSearch((previous) => (previous.state === 'found' ? previous : { state: 'searching' }));
    askPlaces(text, { locale, limit: PLACES_SHOWN, signal }).then(
      (places) => {
        if (!signal.aborted) setSearch({ state: 'found', places });
      },
      () => {
        if (!signal.aborted) setSearch({ state: 'unavailable' });
      },
    );
  };
  const choose = (place: Place) => {
    searching.abandon();
    setChosen(place);
    setTyped(placeLine(place));
    setSearch({ state: 'idle' });
    setProblem(undefined);
  };
  const keep = (value: BirthPlaceAnswer) => {
    const refused = onAnswer(value);
    setProblem(refused);
    if (refused === undefined) onNext();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== undefined) {
      const { id: _, ...place } = chosen;
      return keep(place);
    }
    if (saved !== undefined && typed === (isLocatedPlace(saved) ? placeLine(saved) : saved.name)) return keep(saved);
    setProblem('choose-a-place');
  };
  const places = search.state === 'found' ? search.places : [];
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (places.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + places.length) % places.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const place = places[active];
      if (place) choose(place);
    } else if (event.key === 'Escape') setSearch({ state: 'idle' });
  };
  const listId = `${id}-places`;
  const attribution = placeDataAttribution();
  const asTyped =
    typed.trim() !== '' && (search.state === 'unavailable' || (search.state === 'found' && places.length === 0));
  return (
    <form onSubmit={submit} noValidate>
      <AnswerFields>
        <label htmlFor={id} className="visually-hidden">
          {say(READING_CONTROL_WORDS, 'placeLabel', locale)}
        </label>
        <input
          id={id}
          className="field"
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={PLACE_QUERY_MAX_LENGTH}
          placeholder={say(READING_CONTROL_WORDS, 'placeLabel', locale)}
          aria-expanded={places.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          value={typed}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKey}
          aria-invalid={problem !== undefined}
        />
        {/* The combobox pattern: focus stays in the field, which moves the active option (aria-activedescendant). */}
        <div id={listId} role="listbox" className="places" hidden={places.length === 0}>
          {places.map((place, i) => (
            <div
              key={place.id}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className="place"
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => choose(place)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') choose(place);
              }}
            >
              {placeLine(place)}
            </div>
          ))}
        </div>
        <p className="note" aria-live="polite">
          {search.state === 'searching' && say(READING_CONTROL_WORDS, 'placeSearching', locale)}
          {search.state === 'found' && places.length === 0 && say(READING_CONTROL_WORDS, 'placeNone', locale)}
          {search.state === 'unavailable' && say(READING_CONTROL_WORDS, 'placeUnavailable', locale)}
        </p>
        {asTyped && (
          <button type="button" className="link" onClick={() => keep({ name: typed.trim() })}>
            {say(READING_CONTROL_WORDS, 'placeAsTyped', locale, { name: typed.trim() })}
          </button>
        )}
        {problem === 'choose-a-place' && (
          <p className="problem" role="alert" data-problem={problem}>
            {say(READING_CONTROL_WORDS, 'placeChoose', locale)}
          </p>
        )}
        <AnswerSubmit
          step={step}
          locale={locale}
          problem={problem === 'choose-a-place' ? undefined : problem}
          problemId={`${id}-problem`}
        />
        {attribution && (
          <p className="note">
            <a href={attribution.url} rel="noreferrer" target="_blank">
              {attribution.text}
            </a>{' '}
            (
            <a href={attribution.licenceUrl} rel="noreferrer" target="_blank">
              {attribution.licence}
            </a>
            )
          </p>
        )}
      </AnswerFields>
    </form>
  );
}
