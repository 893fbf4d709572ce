import type { NativeStackScreenProps } from '@react-navigation/native-stack';
import React, { useState } from 'react';
import { ActivityIndicator, FlatList, Pressable, RefreshControl, StyleSheet, Text, View } from 'react-native';

import { useTrips } from '../hooks/useTrips';
import { FILTERS, type RootStackParamList, type TripFilter } from '../types';
import { formatRange } from '../utils/dates';

type Props = NativeStackScreenProps<RootStackParamList, 'Trips'>;

export default function TripsScreen({ navigation }: Props) {
  const [filter, setFilter] = useState<TripFilter>('upcoming');
  const { trips, upcomingCount, loading, error, refreshing, refresh } = useTrips(filter);

  return (
    <View style={styles.container}>
      <View style={styles.chips}>
        {FILTERS.map((f) => (
          <Pressable
            key={f.key}
            onPress={() => setFilter(f.key)}
            style={[styles.chip, f.key === filter && styles.chipActive]}>
            <Text style={f.key === filter ? styles.chipTextActive : undefined}>{f.label}</Text>
          </Pressable>
        ))}
      </View>
      <Text style={styles.summary}>{upcomingCount} upcoming</Text>
      {error ? <Text style={styles.error}>{error}</Text> : null}
      {loading && trips.length === 0 ? (
        <ActivityIndicator style={styles.spinner} />
      ) : (
        <FlatList
          data={trips}
          keyExtractor={(t) => t.id}
          refreshControl={<RefreshControl refreshing={refreshing} onRefresh={refresh} tintColor="#0E7C86" />}
          renderItem={({ item }) => (
            <Pressable
              style={styles.row}
              onPress={() => navigation.navigate('TripDetail', { id: item.id, title: item.title })}>
              <Text style={styles.title}>{item.title}</Text>
              <Text style={styles.dates}>{formatRange(item.startDate, item.endDate)}</Text>
            </Pressable>
          )}
        />
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, backgroundColor: '#fff' },
  chips: { flexDirection: 'row', gap: 8, padding: 12 },
  chip: { paddingHorizontal: 12, paddingVertical: 6, borderRadius: 16, backgroundColor: '#eef3f4' },
  chipActive: { backgroundColor: '#0E7C86' },
  chipTextActive: { color: '#fff' },
  summary: { paddingHorizontal: 16, color: '#5b6b70' },
  error: { padding: 16, color: '#b00020' },
  spinner: { marginTop: 48 },
  row: { paddingHorizontal: 16, paddingVertical: 14, borderBottomWidth: StyleSheet.hairlineWidth, borderColor: '#ddd' },
  title: { fontSize: 17, fontWeight: '600' },
  dates: { marginTop: 2, color: '#5b6b70' },
});
