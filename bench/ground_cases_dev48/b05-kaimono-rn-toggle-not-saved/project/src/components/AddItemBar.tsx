import { useState } from "react";
import { Pressable, StyleSheet, Text, TextInput, View } from "react-native";
import { useTheme } from "../theme";

type Props = {
  onAdd: (title: string) => void;
};

export function AddItemBar({ onAdd }: Props) {
  const { colors } = useTheme();
  const [title, setTitle] = useState("");

  function submit() {
    if (!title.trim()) return;
    onAdd(title);
    setTitle("");
  }

  return (
    <View style={[styles.bar, { borderColor: colors.border, backgroundColor: colors.background }]}>
      <TextInput
        value={title}
        onChangeText={setTitle}
        onSubmitEditing={submit}
        placeholder="買うものを追加"
        placeholderTextColor={colors.muted}
        returnKeyType="done"
        style={[styles.input, { color: colors.text }]}
      />
      <Pressable onPress={submit} accessibilityRole="button" style={styles.button}>
        <Text style={{ color: colors.accent, fontWeight: "600" }}>追加</Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  bar: { flexDirection: "row", alignItems: "center", padding: 12, borderTopWidth: 1, gap: 8 },
  input: { flex: 1, fontSize: 16, paddingVertical: 8 },
  button: { paddingHorizontal: 12, paddingVertical: 8 },
});
