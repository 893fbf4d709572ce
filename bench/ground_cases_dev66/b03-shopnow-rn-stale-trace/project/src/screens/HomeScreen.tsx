import React from 'react';
import { FlatList, Pressable, Text, View, StyleSheet } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';
import type { RootStackParamList } from '../navigation/RootNavigator';
import { useOrders } from '../api/useOrders';

type Props = NativeStackScreenProps<RootStackParamList, 'Home'>;

export default function HomeScreen({ navigation }: Props) {
  const { orders, loading } = useOrders();
  if (loading) {
    return <Text style={styles.center}>読み込み中…</Text>;
  }
  return (
    <FlatList
      data={orders}
      keyExtractor={(o) => o.id}
      renderItem={({ item }) => (
        <Pressable onPress={() => navigation.navigate('OrderDetail', { orderId: item.id })}>
          <View style={styles.row}>
            <Text>{item.title}</Text>
            <Text>{item.status}</Text>
          </View>
        </Pressable>
      )}
    />
  );
}

const styles = StyleSheet.create({
  center: { textAlign: 'center', marginTop: 40 },
  row: { flexDirection: 'row', justifyContent: 'space-between', padding: 16 },
});
