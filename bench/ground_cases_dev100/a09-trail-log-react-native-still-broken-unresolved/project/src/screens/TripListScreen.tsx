import React, { useCallback, useEffect, useState } from "react";
import { Button, FlatList, RefreshControl, StyleSheet, Text, View } from "react-native";
import { fetchTrips, totalDistance, type Trip } from "../api/trips";
import { TripRow } from "../components/TripRow";
import { formatTotal } from "../utils/units";

export function TripListScreen() {
  const [trips, setTrips] = useState<Trip[]>([]);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const fresh = await fetchTrips();
      setTrips(fresh);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Something went wrong");
      throw e;
    }
  }, []);

  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  const onRefresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await load();
    } catch {
      // the error state already shows the message
    } finally {
      setRefreshing(false);
    }
  }, [load]);

  return (
    <FlatList
      data={trips}
      keyExtractor={(t) => t.id}
      renderItem={({ item }) => <TripRow trip={item} />}
      refreshControl={<RefreshControl refreshing={refreshing} onRefresh={onRefresh} />}
      ListEmptyComponent={
        error ? (
          <View style={styles.empty}>
            <Text style={styles.emptyText}>Couldn't load your trips.</Text>
            <Button title="Try again" onPress={() => load().catch(() => undefined)} />
          </View>
        ) : (
          <View style={styles.empty}>
            <Text style={styles.emptyText}>No trips yet. Go outside!</Text>
          </View>
        )
      }
      ListHeaderComponent={
        <View style={styles.summary}>
          <Text style={styles.summaryText}>{trips.length} trips · {formatTotal(totalDistance(trips))}</Text>
        </View>
      }
    />
  );
}

const styles = StyleSheet.create({
  summary: { paddingHorizontal: 16, paddingVertical: 8 },
  summaryText: { fontSize: 13, color: "#6b6f63" },
  empty: { alignItems: "center", paddingVertical: 48, gap: 12 },
  emptyText: { fontSize: 15, color: "#6b6f63" },
});
