import React, { memo } from 'react';
import { Dimensions, Image, Pressable, StyleSheet, Text, View } from 'react-native';
import { Ionicons } from '@expo/vector-icons';

import type { Recipe } from '../api/recipes';

const GUTTER = 12;
const CARD_WIDTH = (Dimensions.get('window').width - GUTTER * 3) / 2;

type Props = {
  recipe: Recipe;
  favorite: boolean;
  onPress: (id: string) => void;
  onToggleFavorite: (id: string) => void;
};

function RecipeCardBase({ recipe, favorite, onPress, onToggleFavorite }: Props) {
  return (
    <Pressable style={styles.card} onPress={() => onPress(recipe.id)} accessibilityRole="button">
      <Image source={{ uri: recipe.imageUrl }} style={styles.image} />
      <View style={styles.body}>
        <Text style={styles.title} numberOfLines={2}>
          {recipe.title}
        </Text>
        <Text style={styles.meta}>
          {recipe.minutes}分 · {recipe.kcal}kcal
        </Text>
      </View>
      <Pressable
        style={styles.heart}
        hitSlop={8}
        onPress={() => onToggleFavorite(recipe.id)}
        accessibilityLabel={favorite ? 'お気に入り解除' : 'お気に入りに追加'}
      >
        <Ionicons name={favorite ? 'heart' : 'heart-outline'} size={22} color={favorite ? '#e0245e' : '#fff'} />
      </Pressable>
    </Pressable>
  );
}

export const RecipeCard = memo(RecipeCardBase);

const styles = StyleSheet.create({
  card: {
    width: CARD_WIDTH,
    marginLeft: GUTTER,
    marginBottom: GUTTER,
    borderRadius: 12,
    backgroundColor: '#fff',
    overflow: 'hidden',
    elevation: 2,
    shadowColor: '#000',
    shadowOpacity: 0.1,
    shadowRadius: 4,
    shadowOffset: { width: 0, height: 2 },
  },
  image: { width: '100%', height: CARD_WIDTH * 0.75, backgroundColor: '#eee' },
  body: { padding: 8 },
  title: { fontSize: 15, fontWeight: '600', color: '#222' },
  meta: { marginTop: 4, fontSize: 12, color: '#777' },
  heart: { position: 'absolute', top: 8, right: 8 },
});
