import React from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { createNativeStackNavigator } from '@react-navigation/native-stack';

import ChatListScreen from './screens/ChatListScreen';
import ChatScreen from './screens/ChatScreen';

export type RootStackParamList = {
  Chats: undefined;
  Chat: { chatId: string };
};

const Stack = createNativeStackNavigator<RootStackParamList>();

export function RootNavigator() {
  return (
    <NavigationContainer>
      <Stack.Navigator>
        <Stack.Screen name="Chats" component={ChatListScreen} options={{ headerShown: false }} />
        <Stack.Screen
          name="Chat"
          component={ChatScreen}
          options={{
            title: '',
            headerBackTitle: '消息',
          }}
        />
      </Stack.Navigator>
    </NavigationContainer>
  );
}
