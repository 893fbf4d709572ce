import React from 'react';
import { ActivityIndicator, FlatList, StyleSheet, Text, View } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';
import { useQuery } from '@tanstack/react-query';
import type { RootStackParamList } from '../navigation/RootNavigator';
import { api } from '../api/client';

type Props = NativeStackScreenProps<RootStackParamList, 'WorkoutDetail'>;

export default function WorkoutDetailScreen({ route }: Props) {
  const { workoutId } = route.params;
  const { data: workout, isLoading, isError, refetch } = useQuery({
    queryKey: ['workout', workoutId],
    queryFn: () => api.getWorkout(workoutId),
  });

  if (isLoading) {
    return <ActivityIndicator style={styles.center} />;
  }

  if (isError || !workout) {
    return (
      <View style={styles.center}>
        <Text style={styles.meta}>This workout isn't available anymore.</Text>
        <Text style={styles.retry} onPress={() => refetch()}>
          Try again
        </Text>
      </View>
    );
  }

  return (
    <View style={styles.container}>
      <Text style={styles.title}>{workout.title}</Text>
      <Text style={styles.meta}>
        {workout.athleteName} · {Math.round(workout.durationSec / 60)} min
      </Text>
      <FlatList
        data={workout.exercises.map((e) => ({ key: e.id, ...e }))}
        renderItem={({ item }) => (
          <Text style={styles.row}>
            {item.name}: {item.sets}×{item.reps}
          </Text>
        )}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  center: { flex: 1, justifyContent: 'center' },
  container: { flex: 1, padding: 16 },
  title: { fontSize: 22, fontWeight: '700' },
  meta: { color: '#666', marginVertical: 8 },
  row: { paddingVertical: 6 },
  retry: { color: '#0a7cff', fontWeight: '600', textAlign: 'center' },
});
