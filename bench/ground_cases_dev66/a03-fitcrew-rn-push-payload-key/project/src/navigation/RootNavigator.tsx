import React, { useEffect } from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import { navigationRef } from './navigationRef';
import { linking } from './linking';
import { flushPendingNotification, registerNotificationHandlers } from '../notifications/handlers';
import { registerPushToken } from '../notifications/registerToken';
import FeedScreen from '../screens/FeedScreen';
import WorkoutDetailScreen from '../screens/WorkoutDetailScreen';
import ProfileScreen from '../screens/ProfileScreen';

export type RootStackParamList = {
  Feed: undefined;
  WorkoutDetail: { workoutId: string };
  Profile: { userId: string };
};

const Stack = createNativeStackNavigator<RootStackParamList>();

export default function RootNavigator() {
  useEffect(() => {
    registerPushToken();
    return registerNotificationHandlers();
  }, []);

  return (
    <NavigationContainer ref={navigationRef} linking={linking} onReady={flushPendingNotification}>
      <Stack.Navigator initialRouteName="Feed">
        <Stack.Screen name="Feed" component={FeedScreen} options={{ title: 'Crew' }} />
        <Stack.Screen name="WorkoutDetail" component={WorkoutDetailScreen} options={{ title: 'Workout' }} />
        <Stack.Screen name="Profile" component={ProfileScreen} />
      </Stack.Navigator>
    </NavigationContainer>
  );
}
