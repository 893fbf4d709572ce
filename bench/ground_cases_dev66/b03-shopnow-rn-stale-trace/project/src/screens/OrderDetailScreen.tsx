import React from 'react';
import { Text, View, StyleSheet } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';
import type { RootStackParamList } from '../navigation/RootNavigator';
import { useOrder } from '../api/useOrders';

type Props = NativeStackScreenProps<RootStackParamList, 'OrderDetail'>;

export default function OrderDetailScreen({ route }: Props) {
  const { order, error } = useOrder(route.params.orderId);
  if (error) {
    return <Text style={styles.pad}>注文が見つかりませんでした</Text>;
  }
  if (!order) {
    return <Text style={styles.pad}>読み込み中…</Text>;
  }
  return (
    <View style={styles.pad}>
      <Text style={styles.title}>{order.title}</Text>
      <Text>状態: {order.status}</Text>
      <Text>お届け予定: {order.eta ?? '未定'}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  pad: { padding: 16 },
  title: { fontSize: 18, fontWeight: '600', marginBottom: 8 },
});
