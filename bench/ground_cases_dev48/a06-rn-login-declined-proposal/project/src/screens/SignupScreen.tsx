import { useState } from "react";
import { KeyboardAvoidingView, Platform, Pressable, ScrollView, StyleSheet, Text } from "react-native";
import { SafeAreaView } from "react-native-safe-area-context";

import { signUp } from "../api/auth";
import { FormField } from "../components/FormField";
import { colors, spacing } from "../theme";

export function SignupScreen({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [depot, setDepot] = useState("");
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    try {
      await signUp({ name, phone, depot, pin });
      onDone();
    } catch {
      setError("Could not create your account. Ask your depot manager.");
    }
  }

  return (
    <SafeAreaView style={styles.safe}>
      <KeyboardAvoidingView style={styles.flex} behavior={Platform.OS === "ios" ? "padding" : "height"}>
        <ScrollView contentContainerStyle={styles.container} keyboardDismissMode="on-drag">
          <Text style={styles.title} accessibilityRole="header">
            Register as a driver
          </Text>
          <FormField label="Full name" value={name} onChangeText={setName} autoComplete="name" />
          <FormField label="Phone" value={phone} onChangeText={setPhone} keyboardType="phone-pad" />
          <FormField label="Depot code" value={depot} onChangeText={setDepot} autoCapitalize="characters" />
          <FormField label="Choose a PIN" value={pin} onChangeText={setPin} keyboardType="number-pad" secureTextEntry error={error} />
          <Pressable accessibilityRole="button" onPress={submit} style={styles.button}>
            <Text style={styles.buttonText}>Register</Text>
          </Pressable>
        </ScrollView>
      </KeyboardAvoidingView>
    </SafeAreaView>
  );
}

const styles = StyleSheet.create({
  safe: { flex: 1, backgroundColor: colors.background },
  flex: { flex: 1 },
  container: { flexGrow: 1, padding: spacing.lg },
  title: { fontSize: 24, fontWeight: "700", color: colors.text, marginBottom: spacing.lg },
  button: { height: 52, borderRadius: 10, backgroundColor: colors.primary, alignItems: "center", justifyContent: "center" },
  buttonText: { color: "#fff", fontSize: 17, fontWeight: "600" },
});
