import { Alert, Pressable, StyleSheet, Text, View } from "react-native";
import { clearItems } from "../storage/itemsStorage";
import { useTheme, type ThemePreference } from "../theme";

type Props = {
  onBack: () => void;
};

const OPTIONS: { value: ThemePreference; label: string }[] = [
  { value: "system", label: "システムに合わせる" },
  { value: "light", label: "ライト" },
  { value: "dark", label: "ダーク" },
];

export function SettingsScreen({ onBack }: Props) {
  const { colors, preference, setPreference } = useTheme();

  function confirmClear() {
    Alert.alert("すべて削除", "リストの項目をすべて削除します。よろしいですか？", [
      { text: "キャンセル", style: "cancel" },
      { text: "削除", style: "destructive", onPress: () => void clearItems() },
    ]);
  }

  return (
    <View style={styles.container}>
      <Pressable onPress={onBack} accessibilityRole="button">
        <Text style={{ color: colors.accent }}>‹ 戻る</Text>
      </Pressable>
      <Text style={[styles.heading, { color: colors.text }]}>設定</Text>
      <Text style={{ color: colors.muted }}>表示テーマ</Text>
      <View accessibilityRole="radiogroup" style={styles.options}>
        {OPTIONS.map((o) => (
          <Pressable
            key={o.value}
            onPress={() => setPreference(o.value)}
            accessibilityRole="radio"
            accessibilityState={{ checked: preference === o.value }}
            style={[styles.option, { borderColor: preference === o.value ? colors.accent : colors.border }]}
          >
            <Text style={{ color: colors.text }}>{o.label}</Text>
          </Pressable>
        ))}
      </View>
      <Pressable onPress={confirmClear} style={[styles.row, { borderColor: colors.border }]}>
        <Text style={{ color: colors.danger }}>すべての項目を削除</Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, padding: 16, gap: 16 },
  heading: { fontSize: 20, fontWeight: "700" },
  row: { paddingVertical: 14, borderTopWidth: 1, borderBottomWidth: 1 },
  options: { flexDirection: "row", gap: 8 },
  option: { paddingHorizontal: 12, paddingVertical: 8, borderWidth: 1, borderRadius: 8 },
});
