import type { NativeStackScreenProps } from '@react-navigation/native-stack';
import React, { useEffect, useState } from 'react';
import { FlatList, Pressable, StyleSheet, Text, View } from 'react-native';

import type { RootStackParamList } from '../../App';
import { difficultyLabel, fetchFeatured, formatLength, type Trail } from '../api/trails';

type Props = NativeStackScreenProps<RootStackParamList, 'Home'>;

export default function HomeScreen({ navigation }: Props) {
  const [trails, setTrails] = useState<Trail[]>([]);

  useEffect(() => {
    fetchFeatured().then(setTrails).catch(() => setTrails([]));
  }, []);

  return (
    <View style={styles.container}>
      <Text style={styles.heading}>Featured trails</Text>
      <FlatList
        data={trails}
        keyExtractor={(t) => t.id}
        renderItem={({ item }) => (
          <Pressable style={styles.row} onPress={() => navigation.navigate('Trail', { id: item.id })}>
            <Text style={styles.name}>{item.name}</Text>
            <Text style={styles.meta}>
              {item.region} \u00b7 {formatLength(item.lengthKm)} \u00b7 {difficultyLabel(item.difficulty)}
            </Text>
          </Pressable>
        )}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, backgroundColor: '#fff' },
  heading: { fontSize: 20, fontWeight: '700', padding: 16 },
  row: { paddingHorizontal: 16, paddingVertical: 12 },
  name: { fontSize: 17, fontWeight: '600' },
  meta: { color: '#5d6b66', marginTop: 2 },
});
