import type { NativeStackScreenProps } from '@react-navigation/native-stack';
import React, { useCallback, useEffect, useState } from 'react';
import { ActivityIndicator, Button, ScrollView, StyleSheet, Text, View } from 'react-native';

import type { RootStackParamList } from '../../App';
import { difficultyLabel, fetchTrail, formatLength, TrailNotFound, type Trail } from '../api/trails';

type Props = NativeStackScreenProps<RootStackParamList, 'Trail'>;

export default function TrailScreen({ route, navigation }: Props) {
  const [trail, setTrail] = useState<Trail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    fetchTrail(route.params.id)
      .then((t) => {
        if (cancelled) return;
        setTrail(t);
        navigation.setOptions({ title: t.name });
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        setError(e instanceof TrailNotFound ? 'This trail no longer exists.' : 'Could not load the trail.');
      });
    return () => {
      cancelled = true;
    };
  }, [route.params.id, navigation, attempt]);

  if (error) {
    return (
      <View style={styles.center}>
        <Text style={styles.error}>{error}</Text>
        <Button title="Try again" onPress={retry} />
      </View>
    );
  }
  if (!trail) {
    return (
      <View style={styles.center}>
        <ActivityIndicator size="large" />
      </View>
    );
  }

  return (
    <ScrollView contentContainerStyle={styles.container}>
      <Text style={styles.name}>{trail.name}</Text>
      <Text style={styles.meta}>
        {trail.region} \u00b7 {formatLength(trail.lengthKm)} \u00b7 +{trail.elevationGainM} m \u00b7{' '}
        {difficultyLabel(trail.difficulty)}
      </Text>
      <Text style={styles.body}>{trail.description}</Text>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  container: { padding: 16 },
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', padding: 24, gap: 12 },
  error: { fontSize: 16, color: '#5d6b66', textAlign: 'center' },
  name: { fontSize: 24, fontWeight: '700' },
  meta: { color: '#5d6b66', marginTop: 4 },
  body: { marginTop: 16, fontSize: 16, lineHeight: 23 },
});
