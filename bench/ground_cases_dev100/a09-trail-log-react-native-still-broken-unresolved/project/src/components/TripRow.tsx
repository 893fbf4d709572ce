import React from "react";
import { Pressable, StyleSheet, Text, View } from "react-native";
import type { Trip } from "../api/trips";
import { formatTripDay } from "../utils/dates";
import { formatDistance } from "../utils/units";

interface Props {
  trip: Trip;
  onPress?: (trip: Trip) => void;
}

export function TripRow({ trip, onPress }: Props) {
  return (
    <Pressable onPress={() => onPress?.(trip)} style={({ pressed }) => [styles.row, pressed && styles.pressed]}>
      <View style={styles.main}>
        <Text style={styles.name}>{trip.name}</Text>
        <Text style={styles.meta}>
          {trip.region} · {formatTripDay(trip.startedAt)}
        </Text>
      </View>
      <Text style={styles.distance}>{formatDistance(trip.distanceKm)}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "center", paddingHorizontal: 16, paddingVertical: 12 },
  pressed: { backgroundColor: "#ece7dc" },
  main: { flex: 1 },
  name: { fontSize: 16, fontWeight: "600", color: "#2f3a2f" },
  meta: { marginTop: 2, fontSize: 13, color: "#6b6f63" },
  distance: { fontSize: 15, fontVariant: ["tabular-nums"], color: "#2f3a2f" },
});
