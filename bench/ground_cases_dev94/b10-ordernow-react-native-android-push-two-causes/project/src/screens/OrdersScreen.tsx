import React, { useCallback, useEffect, useState } from 'react';
import { FlatList, Pressable, RefreshControl, StyleSheet, Text, View } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';

import type { RootStackParamList } from '../../App';
import { api, type Order } from '../api/client';

type Props = NativeStackScreenProps<RootStackParamList, 'Orders'>;

export function OrdersScreen({ navigation }: Props) {
  const [orders, setOrders] = useState<Order[]>([]);
  const [refreshing, setRefreshing] = useState(false);

  const load = useCallback(async () => {
    setRefreshing(true);
    try {
      setOrders(await api.orders());
    } finally {
      setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <FlatList
      data={orders}
      keyExtractor={(o) => o.id}
      refreshControl={<RefreshControl refreshing={refreshing} onRefresh={load} />}
      renderItem={({ item }) => (
        <Pressable style={styles.row} onPress={() => navigation.navigate('OrderDetail', { orderId: item.id })}>
          <View style={styles.main}>
            <Text style={styles.shop}>{item.shopName}</Text>
            <Text style={styles.meta}>{new Date(item.updatedAt).toLocaleString('ja-JP')}</Text>
          </View>
          <Text style={styles.total}>¥{item.total.toLocaleString('ja-JP')}</Text>
        </Pressable>
      )}
    />
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', padding: 16, borderBottomWidth: StyleSheet.hairlineWidth },
  main: { flex: 1 },
  shop: { fontSize: 16, fontWeight: '600' },
  meta: { marginTop: 2, fontSize: 12, color: '#888' },
  total: { fontSize: 15 },
});
