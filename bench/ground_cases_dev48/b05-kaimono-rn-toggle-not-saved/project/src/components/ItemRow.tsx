import { memo } from "react";
import { Alert, Pressable, StyleSheet, Text, View } from "react-native";
import { useTheme } from "../theme";
import type { Item } from "../types";

type Props = {
  item: Item;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
};

function ItemRowBase({ item, onToggle, onRemove }: Props) {
  const { colors } = useTheme();

  function confirmRemove() {
    Alert.alert("削除", `「${item.title}」を削除しますか？`, [
      { text: "キャンセル", style: "cancel" },
      { text: "削除", style: "destructive", onPress: () => onRemove(item.id) },
    ]);
  }

  return (
    <View style={[styles.row, { borderColor: colors.border }]}>
      <Pressable
        onPress={() => onToggle(item.id)}
        onLongPress={confirmRemove}
        delayLongPress={400}
        accessibilityRole="checkbox"
        accessibilityState={{ checked: item.done }}
        accessibilityHint="長押しで削除"
        style={styles.main}
      >
        <Text style={[styles.box, { color: colors.accent }]}>{item.done ? "☑" : "☐"}</Text>
        <Text style={[styles.title, { color: item.done ? colors.muted : colors.text }, item.done && styles.done]}>
          {item.title}
        </Text>
      </Pressable>
    </View>
  );
}

// only re-render when the item itself changed
export const ItemRow = memo(ItemRowBase, (prev, next) => prev.item === next.item);

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "center", paddingHorizontal: 16, paddingVertical: 12, borderBottomWidth: 1 },
  main: { flex: 1, flexDirection: "row", alignItems: "center", gap: 12 },
  box: { fontSize: 20 },
  title: { fontSize: 16 },
  done: { textDecorationLine: "line-through" },
});
