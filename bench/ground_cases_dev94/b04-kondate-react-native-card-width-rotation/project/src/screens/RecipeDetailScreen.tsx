import React, { useEffect, useState } from 'react';
import { ActivityIndicator, Image, Pressable, ScrollView, StyleSheet, Text } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';

import type { RootStackParamList } from '../../App';
import { fetchRecipe, type Recipe } from '../api/recipes';
import { useFavorites } from '../hooks/useFavorites';

type Props = NativeStackScreenProps<RootStackParamList, 'RecipeDetail'>;

export function RecipeDetailScreen({ route }: Props) {
  const { id } = route.params;
  const [recipe, setRecipe] = useState<Recipe | null>(null);
  const { isFavorite, toggle } = useFavorites();

  useEffect(() => {
    fetchRecipe(id).then(setRecipe);
  }, [id]);

  if (!recipe) {
    return <ActivityIndicator style={{ marginTop: 40 }} />;
  }

  return (
    <ScrollView contentContainerStyle={styles.container}>
      <Image source={{ uri: recipe.imageUrl }} style={styles.image} />
      <Text style={styles.title}>{recipe.title}</Text>
      <Text style={styles.meta}>
        {recipe.minutes}分 · {recipe.kcal}kcal · {recipe.tags.join(' / ')}
      </Text>
      <Pressable style={styles.button} onPress={() => toggle(recipe.id)}>
        <Text style={styles.buttonText}>{isFavorite(recipe.id) ? 'お気に入り解除' : 'お気に入りに追加'}</Text>
      </Pressable>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  container: { paddingBottom: 32 },
  image: { width: '100%', aspectRatio: 4 / 3, backgroundColor: '#eee' },
  title: { margin: 16, marginBottom: 4, fontSize: 22, fontWeight: '700' },
  meta: { marginHorizontal: 16, color: '#777' },
  button: { margin: 16, padding: 14, borderRadius: 10, backgroundColor: '#F28C28', alignItems: 'center' },
  buttonText: { color: '#fff', fontWeight: '700', fontSize: 16 },
});
