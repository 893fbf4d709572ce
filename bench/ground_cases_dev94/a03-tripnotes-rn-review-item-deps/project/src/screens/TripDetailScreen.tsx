import type { NativeStackScreenProps } from '@react-navigation/native-stack';
import React, { useEffect, useState } from 'react';
import { ActivityIndicator, ScrollView, StyleSheet, Text } from 'react-native';

import { fetchTrip } from '../api/client';
import type { RootStackParamList, Trip } from '../types';
import { formatRange, nightsBetween } from '../utils/dates';

type Props = NativeStackScreenProps<RootStackParamList, 'TripDetail'>;

export default function TripDetailScreen({ route }: Props) {
  const [trip, setTrip] = useState<Trip | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchTrip(route.params.id).then((t) => {
      if (!cancelled) setTrip(t);
    });
    return () => {
      cancelled = true;
    };
  }, [route.params.id]);

  if (!trip) return <ActivityIndicator style={styles.spinner} />;

  const nights = nightsBetween(trip.startDate, trip.endDate);
  return (
    <ScrollView contentContainerStyle={styles.container}>
      <Text style={styles.destination}>{trip.destination}</Text>
      <Text style={styles.dates}>
        {formatRange(trip.startDate, trip.endDate)} \u00b7 {nights} {nights === 1 ? 'night' : 'nights'}
      </Text>
      {trip.notes.map((n) => (
        <Text key={n.id} style={styles.note}>
          {n.text}
        </Text>
      ))}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  container: { padding: 16 },
  spinner: { marginTop: 48 },
  destination: { fontSize: 22, fontWeight: '700' },
  dates: { marginTop: 4, color: '#5b6b70' },
  note: { marginTop: 12, fontSize: 15, lineHeight: 21 },
});
