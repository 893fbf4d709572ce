import AsyncStorage from '@react-native-async-storage/async-storage';

import type { Trip, TripFilter } from '../types';

const BASE_URL = 'https://api.tripnotes.app/v2';
const SESSION_KEY = 'tripnotes.session';

type Session = { accessToken: string; refreshToken: string };

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

async function loadSession(): Promise<Session | null> {
  const raw = await AsyncStorage.getItem(SESSION_KEY);
  return raw ? (JSON.parse(raw) as Session) : null;
}

async function refreshSession(current: Session): Promise<Session> {
  const res = await fetch(`${BASE_URL}/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: current.refreshToken }),
  });
  if (!res.ok) throw new ApiError(res.status, 'session expired');
  const next = (await res.json()) as Session;
  await AsyncStorage.setItem(SESSION_KEY, JSON.stringify(next));
  return next;
}

async function request<T>(path: string, init: RequestInit = {}, retried = false): Promise<T> {
  const session = await loadSession();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(init.headers as Record<string, string> | undefined),
  };
  if (session) headers.Authorization = `Bearer ${session.accessToken}`;
  const res = await fetch(`${BASE_URL}${path}`, { ...init, headers });
  if (__DEV__) console.log('[api]', init.method ?? 'GET', path, res.status);
  if (res.status === 401 && session && !retried) {
    await refreshSession(session);
    return request<T>(path, init, true);
  }
  if (!res.ok) throw new ApiError(res.status, await res.text());
  return (await res.json()) as T;
}

export function fetchTrips(filter: TripFilter): Promise<Trip[]> {
  const query = filter === 'all' ? '' : `?status=${filter}`;
  return request<Trip[]>(`/trips${query}`);
}

export function fetchTrip(id: string): Promise<Trip> {
  return request<Trip>(`/trips/${encodeURIComponent(id)}`);
}

export function addNote(tripId: string, text: string): Promise<void> {
  return request<void>(`/trips/${encodeURIComponent(tripId)}/notes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });
}
