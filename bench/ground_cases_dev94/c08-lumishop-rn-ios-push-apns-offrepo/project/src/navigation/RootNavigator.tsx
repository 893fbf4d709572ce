import React from 'react';
import { createNativeStackNavigator } from '@react-navigation/native-stack';

import CartScreen from '../screens/CartScreen';
import CategoryScreen from '../screens/CategoryScreen';
import HomeScreen from '../screens/HomeScreen';
import OrderScreen from '../screens/OrderScreen';
import ProductScreen from '../screens/ProductScreen';

export type RootStackParamList = {
  Home: undefined;
  Category: { slug: string };
  Product: { id: number };
  Cart: undefined;
  Order: { orderId: string };
};

const Stack = createNativeStackNavigator<RootStackParamList>();

export default function RootNavigator() {
  return (
    <Stack.Navigator screenOptions={{ headerBackTitleVisible: false }}>
      <Stack.Screen name="Home" component={HomeScreen} options={{ title: 'Lumi' }} />
      <Stack.Screen
        name="Category"
        component={CategoryScreen}
        options={({ route }) => ({ title: route.params.slug })}
      />
      <Stack.Screen name="Product" component={ProductScreen} options={{ title: '' }} />
      <Stack.Screen name="Cart" component={CartScreen} options={{ title: '购物车' }} />
      <Stack.Screen name="Order" component={OrderScreen} options={{ title: '订单详情' }} />
    </Stack.Navigator>
  );
}
