import React from 'react';
import { createNativeStackNavigator } from '@react-navigation/native-stack';

import { HomeScreen } from '../screens/HomeScreen';
import { WorkoutScreen } from '../screens/WorkoutScreen';
import { InviteScreen } from '../screens/InviteScreen';
import { SettingsScreen } from '../screens/SettingsScreen';
import type { MainParamList } from './types';

const Stack = createNativeStackNavigator<MainParamList>();

export function MainStack() {
  return (
    <Stack.Navigator>
      <Stack.Screen name="Home" component={HomeScreen} options={{ title: 'FitPal' }} />
      <Stack.Screen name="Workout" component={WorkoutScreen} />
      <Stack.Screen name="Invite" component={InviteScreen} options={{ title: '邀请' }} />
      <Stack.Screen name="Settings" component={SettingsScreen} options={{ title: '设置' }} />
    </Stack.Navigator>
  );
}
