import { useRef, useState } from "react";
import {
  ActivityIndicator,
  KeyboardAvoidingView,
  Platform,
  Pressable,
  ScrollView,
  StyleSheet,
  Text,
  TextInput,
} from "react-native";
import { Ionicons } from "@expo/vector-icons";
import { SafeAreaView } from "react-native-safe-area-context";

import { AuthError, signIn } from "../api/auth";
import { FormField } from "../components/FormField";
import { colors, spacing } from "../theme";

export function LoginScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const [driverId, setDriverId] = useState("");
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [showPin, setShowPin] = useState(false);
  const pinRef = useRef<TextInput>(null);

  async function submit() {
    if (!driverId || pin.length < 4) {
      setError("Enter your driver ID and 4-digit PIN");
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await signIn(driverId.trim(), pin);
      onSignedIn();
    } catch (e) {
      setError(e instanceof AuthError ? e.message : "Can't reach the server. Check your connection.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <SafeAreaView style={styles.safe}>
      <KeyboardAvoidingView style={styles.flex} behavior={Platform.OS === "ios" ? "padding" : "height"}>
        <ScrollView contentContainerStyle={styles.container} keyboardDismissMode="on-drag">
          <Text style={styles.title} accessibilityRole="header">
            Sign in
          </Text>
          <FormField
            label="Driver ID"
            value={driverId}
            onChangeText={setDriverId}
            autoCapitalize="characters"
            returnKeyType="next"
            onSubmitEditing={() => pinRef.current?.focus()}
          />
          <FormField
            ref={pinRef}
            label="PIN"
            value={pin}
            onChangeText={setPin}
            keyboardType="number-pad"
            secureTextEntry={!showPin}
            maxLength={6}
            error={error}
            onSubmitEditing={submit}
            right={
              <Pressable
                accessibilityRole="button"
                accessibilityLabel={showPin ? "Hide PIN" : "Show PIN"}
                hitSlop={12}
                onPress={() => setShowPin((v) => !v)}
              >
                <Ionicons name={showPin ? "eye-off-outline" : "eye-outline"} size={22} color={colors.muted} />
              </Pressable>
            }
          />
          <Pressable
            accessibilityRole="button"
            accessibilityState={{ busy, disabled: busy }}
            disabled={busy}
            onPress={submit}
            style={({ pressed }) => [styles.button, pressed && styles.buttonPressed]}
          >
            {busy ? <ActivityIndicator color="#fff" /> : <Text style={styles.buttonText}>Sign in</Text>}
          </Pressable>
        </ScrollView>
      </KeyboardAvoidingView>
    </SafeAreaView>
  );
}

const styles = StyleSheet.create({
  safe: { flex: 1, backgroundColor: colors.background },
  flex: { flex: 1 },
  container: { flexGrow: 1, justifyContent: "center", padding: spacing.lg },
  title: { fontSize: 28, fontWeight: "700", color: colors.text, marginBottom: spacing.xl },
  button: {
    height: 52,
    borderRadius: 10,
    backgroundColor: colors.primary,
    alignItems: "center",
    justifyContent: "center",
    marginTop: spacing.md,
  },
  buttonPressed: { backgroundColor: colors.primaryPressed },
  buttonText: { color: "#fff", fontSize: 17, fontWeight: "600" },
});
