import React, { useCallback, useEffect, useState } from 'react';
import { ActivityIndicator, FlatList, StyleSheet, Text, TextInput, View, useWindowDimensions } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';

import type { RootStackParamList } from '../../App';
import { fetchRecipes, type Recipe } from '../api/recipes';
import { RecipeCard } from '../components/RecipeCard';
import { useDebouncedQuery } from '../hooks/useDebouncedValue';
import { sortFavoritesFirst, useFavorites } from '../hooks/useFavorites';

type Props = NativeStackScreenProps<RootStackParamList, 'Recipes'>;

export function RecipeListScreen({ navigation }: Props) {
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedQuery(query);
  const [recipes, setRecipes] = useState<Recipe[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const { favorites, toggle } = useFavorites();
  const { width } = useWindowDimensions();
  const numColumns = width >= 900 ? 3 : 2;

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchRecipes(debouncedQuery)
      .then((list) => !cancelled && setRecipes(list))
      .catch((e: Error) => !cancelled && setError(e.message))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [debouncedQuery]);

  const open = useCallback((id: string) => navigation.navigate('RecipeDetail', { id }), [navigation]);

  return (
    <View style={styles.container}>
      <TextInput
        style={styles.search}
        placeholder="レシピを検索"
        value={query}
        onChangeText={setQuery}
        clearButtonMode="while-editing"
      />
      {error && <Text style={styles.error}>{error}</Text>}
      {loading && recipes.length === 0 ? (
        <ActivityIndicator style={styles.loading} />
      ) : (
        <FlatList
          data={sortFavoritesFirst(recipes, favorites)}
          key={`grid-${numColumns}`}
          keyExtractor={(r) => r.id}
          numColumns={numColumns}
          contentContainerStyle={styles.list}
          renderItem={({ item }) => (
            <RecipeCard
              recipe={item}
              favorite={favorites.has(item.id)}
              onPress={open}
              onToggleFavorite={toggle}
            />
          )}
        />
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, backgroundColor: '#FFF7EE' },
  search: { margin: 12, padding: 10, borderRadius: 8, backgroundColor: '#fff', fontSize: 16 },
  list: { paddingTop: 4, paddingRight: 12 },
  loading: { marginTop: 40 },
  error: { marginHorizontal: 12, color: '#c00' },
});
