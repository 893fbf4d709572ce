import { StatusBar } from "expo-status-bar";
import { useState } from "react";
import { SafeAreaView, StyleSheet } from "react-native";
import { ListScreen } from "./src/screens/ListScreen";
import { SettingsScreen } from "./src/screens/SettingsScreen";
import { ThemeProvider, useTheme } from "./src/theme";

function Root() {
  const { colors, scheme } = useTheme();
  const [screen, setScreen] = useState<"list" | "settings">("list");

  return (
    <SafeAreaView style={[styles.root, { backgroundColor: colors.background }]}>
      <StatusBar style={scheme === "dark" ? "light" : "dark"} />
      {screen === "list" ? (
        <ListScreen onOpenSettings={() => setScreen("settings")} />
      ) : (
        <SettingsScreen onBack={() => setScreen("list")} />
      )}
    </SafeAreaView>
  );
}

export default function App() {
  return (
    <ThemeProvider>
      <Root />
    </ThemeProvider>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1 },
});
