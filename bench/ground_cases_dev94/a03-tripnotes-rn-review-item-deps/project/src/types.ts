/** A trip as the API returns it. Dates are plain calendar dates ("2025-05-03"), no time or zone. */
export type Trip = {
  id: string;
  title: string;
  destination: string;
  startDate: string;
  endDate: string;
  status: TripStatus;
  coverUrl?: string;
  notes: Note[];
};

export type TripStatus = 'planned' | 'ongoing' | 'done';

export type TripFilter = 'all' | 'upcoming' | 'done';

export type Note = {
  id: string;
  text: string;
  createdAt: string;
};

export type Place = {
  name: string;
  lat: number;
  lng: number;
};

export type RootStackParamList = {
  Trips: undefined;
  TripDetail: { id: string; title: string };
};

export const FILTERS: { key: TripFilter; label: string }[] = [
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'done', label: 'Past' },
  { key: 'all', label: 'All' },
];
