import React, { useEffect, useState } from 'react';
import { ActivityIndicator, Button, Image, ScrollView, Share, StyleSheet, Text } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';

import { fetchProduct, type Product } from '../api/products';
import { productUrl } from '../navigation/linking';
import type { RootStackParamList } from '../navigation/RootNavigator';
import { useCart } from '../state/cart';

type Props = NativeStackScreenProps<RootStackParamList, 'Product'>;

export default function ProductScreen({ route }: Props) {
  const { id } = route.params;
  const [product, setProduct] = useState<Product | null>(null);
  const cart = useCart();

  useEffect(() => {
    let alive = true;
    fetchProduct(id).then((p) => alive && setProduct(p));
    return () => {
      alive = false;
    };
  }, [id]);

  if (!product) {
    return <ActivityIndicator style={styles.loading} />;
  }

  const inCart = cart.items.some((item) => item.productId === id);

  return (
    <ScrollView contentContainerStyle={styles.container}>
      <Image source={{ uri: product.imageUrl }} style={styles.image} />
      <Text style={styles.name}>{product.name}</Text>
      <Text style={styles.price}>¥{(product.priceCents / 100).toFixed(2)}</Text>
      <Button
        title={inCart ? '已在购物车' : '加入购物车'}
        disabled={inCart}
        onPress={() => cart.add(id)}
      />
      <Button title="分享" onPress={() => Share.share({ message: productUrl(id) })} />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  loading: { marginTop: 64 },
  container: { padding: 16, gap: 12 },
  image: { width: '100%', aspectRatio: 1, borderRadius: 12, backgroundColor: '#f2f2f2' },
  name: { fontSize: 20, fontWeight: '600' },
  price: { fontSize: 18, color: '#e4393c' },
});
