import { describe, expect, it } from 'vitest';
import { coordinatesLabel, MY_LOCATION, placeNameOf, rememberPlaceName } from './place-names';

describe('placeNameOf', () => {
  it("names the visitor's own position as each control asks, in the language of the moment", () => {
    const point = { latitude: 52.52, longitude: 13.405 };
    rememberPlaceName(point, MY_LOCATION);
    expect(placeNameOf(point, 'Ваше местоположение')).toBe('Ваше местоположение');
    expect(placeNameOf(point, 'вашего местоположения')).toBe('вашего местоположения');
    expect(placeNameOf(point, 'Your location')).toBe('Your location');
  });

  it('keeps a chosen place by its name, and shows an unknown one by its coordinates', () => {
    const london = { latitude: 51.5, longitude: -0.12 };
    rememberPlaceName(london, 'London, United Kingdom');
    expect(placeNameOf(london, 'Your location')).toBe('London, United Kingdom');
    const nowhere = { latitude: 1, longitude: 2 };
    expect(placeNameOf(nowhere, 'Your location')).toBe(coordinatesLabel(nowhere));
  });
});
