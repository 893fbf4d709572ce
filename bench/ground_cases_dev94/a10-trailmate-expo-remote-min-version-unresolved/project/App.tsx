import { NavigationContainer } from '@react-navigation/native';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import React, { useEffect, useState } from 'react';
import { Linking, Pressable, StyleSheet, Text, View } from 'react-native';
import { SafeAreaProvider } from 'react-native-safe-area-context';

import { FALLBACK, isUpdateRequired, loadAppConfig } from './src/config/appConfig';
import { linking } from './src/navigation/linking';
import HomeScreen from './src/screens/HomeScreen';
import TrailScreen from './src/screens/TrailScreen';

export type RootStackParamList = {
  Home: undefined;
  Trail: { id: string };
};

const Stack = createNativeStackNavigator<RootStackParamList>();

const STORE_URL = 'https://trailmate.app/download';

function UpdateRequired() {
  return (
    <View style={styles.blocker}>
      <Text style={styles.title}>Please update TrailMate</Text>
      <Text style={styles.body}>This version is no longer supported.</Text>
      <Pressable style={styles.button} onPress={() => Linking.openURL(STORE_URL)}>
        <Text style={styles.buttonText}>Update</Text>
      </Pressable>
    </View>
  );
}

export default function App() {
  const [config, setConfig] = useState(FALLBACK);

  useEffect(() => {
    loadAppConfig().then(setConfig);
  }, []);

  if (isUpdateRequired(config)) return <UpdateRequired />;

  return (
    <SafeAreaProvider>
      <NavigationContainer linking={linking}>
        <Stack.Navigator>
          <Stack.Screen name="Home" component={HomeScreen} options={{ title: 'TrailMate' }} />
          <Stack.Screen name="Trail" component={TrailScreen} options={{ title: '' }} />
        </Stack.Navigator>
      </NavigationContainer>
    </SafeAreaProvider>
  );
}

const styles = StyleSheet.create({
  blocker: { flex: 1, alignItems: 'center', justifyContent: 'center', padding: 32 },
  title: { fontSize: 22, fontWeight: '700' },
  body: { marginTop: 8, color: '#5d6b66', textAlign: 'center' },
  button: { marginTop: 24, backgroundColor: '#2F5D50', borderRadius: 8, paddingHorizontal: 24, paddingVertical: 12 },
  buttonText: { color: '#fff', fontWeight: '600' },
});
