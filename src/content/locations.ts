/** Our offices, drawn on the locations map by longitude and latitude. */
export interface Office {
  city: string;
  country: string;
  role: string;
  /** Degrees; east and north are positive. */
  longitude: number;
  latitude: number;
  /** Where the city name sits beside its pin on the map (default above). */
  labelSide?: 'above' | 'left' | 'right';
}

export const OFFICES: readonly Office[] = [
  { city: 'London', country: 'United Kingdom', role: 'Headquarters', longitude: -0.13, latitude: 51.51, labelSide: 'left' },
  { city: 'New York', country: 'United States', role: 'Americas desk', longitude: -74.01, latitude: 40.71 },
  { city: 'Zurich', country: 'Switzerland', role: 'Custody & treasury', longitude: 8.54, latitude: 47.37, labelSide: 'right' },
  { city: 'Dubai', country: 'United Arab Emirates', role: 'Energy investments', longitude: 55.27, latitude: 25.2 },
  { city: 'Singapore', country: 'Singapore', role: 'Asia-Pacific desk', longitude: 103.82, latitude: 1.35 },
  { city: 'Johannesburg', country: 'South Africa', role: 'Agriculture investments', longitude: 28.05, latitude: -26.2 },
  { city: 'Sydney', country: 'Australia', role: 'Real assets', longitude: 151.21, latitude: -33.87 },
];

export const locationsCopy = {
  heading: 'Global presence',
  intro: 'Teams on four continents, close to the markets we invest in.',
  mapLabel: 'Map of Acme Invest offices',
} as const;
