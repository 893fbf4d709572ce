import React, { useEffect, useState } from 'react';
import { ActivityIndicator, ScrollView, StyleSheet, Text } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';

import type { RootStackParamList } from '../../App';
import { api, type Order } from '../api/client';

const STATUS_LABEL: Record<Order['status'], string> = {
  received: '受付済み',
  cooking: '調理中',
  delivering: '配達中',
  delivered: 'お届け済み',
  cancelled: 'キャンセル',
};

type Props = NativeStackScreenProps<RootStackParamList, 'OrderDetail'>;

export function OrderDetailScreen({ route }: Props) {
  const { orderId } = route.params;
  const [order, setOrder] = useState<Order | null>(null);

  useEffect(() => {
    api.order(orderId).then(setOrder).catch(() => setOrder(null));
  }, [orderId]);

  if (!order) return <ActivityIndicator style={styles.loading} />;

  return (
    <ScrollView contentContainerStyle={styles.container}>
      <Text style={styles.shop}>{order.shopName}</Text>
      <Text style={styles.status}>{STATUS_LABEL[order.status]}</Text>
      <Text style={styles.total}>合計 ¥{order.total.toLocaleString('ja-JP')}</Text>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  loading: { marginTop: 48 },
  container: { padding: 20 },
  shop: { fontSize: 20, fontWeight: '700' },
  status: { marginTop: 8, fontSize: 16, color: '#E65100' },
  total: { marginTop: 16, fontSize: 16 },
});
