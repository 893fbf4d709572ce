import { FlatList, StyleSheet, Text, View } from "react-native";
import { SafeAreaView } from "react-native-safe-area-context";

import { colors, spacing } from "../theme";

type Stop = { id: string; address: string; window: string; parcels: number };

const DEMO: Stop[] = [
  { id: "s1", address: "Hauptstr. 4, 10827 Berlin", window: "08:00-10:00", parcels: 2 },
  { id: "s2", address: "Akazienstr. 19, 10823 Berlin", window: "08:00-10:00", parcels: 1 },
];

export function RoutesScreen() {
  return (
    <SafeAreaView style={styles.safe}>
      <Text style={styles.title} accessibilityRole="header">
        Today's stops
      </Text>
      <FlatList
        data={DEMO}
        keyExtractor={(s) => s.id}
        renderItem={({ item }) => (
          <View style={styles.stop}>
            <Text style={styles.address}>{item.address}</Text>
            <Text style={styles.meta}>
              {item.window} · {item.parcels} parcel{item.parcels === 1 ? "" : "s"}
            </Text>
          </View>
        )}
      />
    </SafeAreaView>
  );
}

const styles = StyleSheet.create({
  safe: { flex: 1, backgroundColor: colors.background, padding: spacing.md },
  title: { fontSize: 24, fontWeight: "700", marginBottom: spacing.md },
  stop: { paddingVertical: spacing.sm, borderBottomWidth: 1, borderColor: colors.border },
  address: { fontSize: 16, color: colors.text },
  meta: { fontSize: 13, color: colors.muted, marginTop: 2 },
});
