import { NavigationContainer } from '@react-navigation/native';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import { StatusBar } from 'expo-status-bar';
import React from 'react';
import { SafeAreaProvider } from 'react-native-safe-area-context';

import TripDetailScreen from './src/screens/TripDetailScreen';
import TripsScreen from './src/screens/TripsScreen';
import type { RootStackParamList } from './src/types';

const Stack = createNativeStackNavigator<RootStackParamList>();

export default function App() {
  return (
    <SafeAreaProvider>
      <NavigationContainer>
        <Stack.Navigator initialRouteName="Trips">
          <Stack.Screen name="Trips" component={TripsScreen} options={{ title: 'My trips' }} />
          <Stack.Screen
            name="TripDetail"
            component={TripDetailScreen}
            options={({ route }) => ({ title: route.params.title })}
          />
        </Stack.Navigator>
      </NavigationContainer>
      <StatusBar style="auto" />
    </SafeAreaProvider>
  );
}

// Screens are registered here only; deep links are configured in a later release.
export const screens: (keyof RootStackParamList)[] = ['Trips', 'TripDetail'];
export const version = '2.3.0';
