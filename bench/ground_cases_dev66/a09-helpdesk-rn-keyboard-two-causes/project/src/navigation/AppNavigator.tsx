import React from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import TicketListScreen from '../screens/TicketListScreen';
import ChatScreen from '../screens/ChatScreen';

export type RootStackParamList = {
  Tickets: undefined;
  Chat: { ticketId: string; subject: string };
};

const Stack = createNativeStackNavigator<RootStackParamList>();

export default function AppNavigator() {
  return (
    <NavigationContainer
      linking={{ prefixes: ['https://help.acme.io'], config: { screens: { Chat: 't/:ticketId' } } }}>
      <Stack.Navigator>
        <Stack.Screen name="Tickets" component={TicketListScreen} options={{ title: 'Your tickets' }} />
        <Stack.Screen
          name="Chat"
          component={ChatScreen}
          options={({ route }) => ({ title: route.params.subject ?? 'Conversation' })}
        />
      </Stack.Navigator>
    </NavigationContainer>
  );
}
