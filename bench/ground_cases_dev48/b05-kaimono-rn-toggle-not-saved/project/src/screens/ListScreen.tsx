import {
  ActivityIndicator,
  FlatList,
  KeyboardAvoidingView,
  Platform,
  Pressable,
  StyleSheet,
  Text,
  View,
} from "react-native";
import { AddItemBar } from "../components/AddItemBar";
import { ItemRow } from "../components/ItemRow";
import { useItems } from "../hooks/useItems";
import { useTheme } from "../theme";

type Props = {
  onOpenSettings: () => void;
};

export function ListScreen({ onOpenSettings }: Props) {
  const { colors } = useTheme();
  const { items, ready, addItem, toggleItem, removeItem, clearDone } = useItems();
  const doneCount = items.filter((it) => it.done).length;

  if (!ready) {
    return <ActivityIndicator style={styles.loading} />;
  }

  return (
    <KeyboardAvoidingView
      style={styles.container}
      behavior={Platform.OS === "ios" ? "padding" : undefined}
      keyboardVerticalOffset={Platform.OS === "ios" ? 8 : 0}
    >
      <View style={styles.header}>
        <Text style={[styles.heading, { color: colors.text }]}>買い物リスト</Text>
        <Pressable onPress={onOpenSettings} accessibilityLabel="設定">
          <Text style={{ color: colors.accent }}>設定</Text>
        </Pressable>
      </View>
      <FlatList
        data={items}
        keyExtractor={(it) => it.id}
        renderItem={({ item }) => <ItemRow item={item} onToggle={toggleItem} onRemove={removeItem} />}
        keyboardShouldPersistTaps="handled"
        ListEmptyComponent={<Text style={[styles.empty, { color: colors.muted }]}>リストは空です</Text>}
      />
      {doneCount > 0 && (
        <Pressable onPress={clearDone} style={styles.clear}>
          <Text style={{ color: colors.danger }}>チェック済みを削除 ({doneCount})</Text>
        </Pressable>
      )}
      <AddItemBar onAdd={addItem} />
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1 },
  loading: { flex: 1 },
  header: { flexDirection: "row", justifyContent: "space-between", alignItems: "center", padding: 16 },
  heading: { fontSize: 20, fontWeight: "700" },
  empty: { textAlign: "center", marginTop: 48 },
  clear: { alignItems: "center", padding: 12 },
});
