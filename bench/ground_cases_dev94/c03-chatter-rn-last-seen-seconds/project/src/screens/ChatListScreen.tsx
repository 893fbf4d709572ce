import React, { useCallback, useEffect, useState } from 'react';
import { ActivityIndicator, FlatList, RefreshControl, StyleSheet, Text, View } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';
import { SafeAreaView } from 'react-native-safe-area-context';

import { Chat, fetchChats } from '../api/client';
import ChatRow from '../components/ChatRow';
import { cacheKeys, readJSON, writeJSON } from '../storage/cache';
import { useSession } from '../session';
import type { RootStackParamList } from '../navigation';

type Props = NativeStackScreenProps<RootStackParamList, 'Chats'>;

export default function ChatListScreen({ navigation }: Props) {
  const { token } = useSession();
  const [chats, setChats] = useState<Chat[] | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const next = await fetchChats(token);
      setChats(next);
      setError(null);
      writeJSON(cacheKeys.chats, next);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [token]);

  useEffect(() => {
    let cancelled = false;
    readJSON<Chat[]>(cacheKeys.chats).then((cached) => {
      // 网络结果先回来的话就不要用缓存覆盖
      if (!cancelled && cached) {
        setChats((current) => current ?? cached);
      }
    });
    load();
    return () => {
      cancelled = true;
    };
  }, [load]);

  const onRefresh = useCallback(async () => {
    setRefreshing(true);
    await load();
    setRefreshing(false);
  }, [load]);

  const openChat = useCallback((id: string) => navigation.navigate('Chat', { chatId: id }), [navigation]);

  if (chats === null) {
    return (
      <View style={styles.center}>
        {error ? <Text style={styles.error}>{error}</Text> : <ActivityIndicator />}
      </View>
    );
  }

  return (
    <SafeAreaView style={styles.container} edges={['top']}>
      <Text style={styles.header}>消息</Text>
      <FlatList
        data={chats}
        keyExtractor={(c) => c.id}
        renderItem={({ item }) => <ChatRow chat={item} onPress={openChat} />}
        refreshControl={<RefreshControl refreshing={refreshing} onRefresh={onRefresh} />}
      />
    </SafeAreaView>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, backgroundColor: '#fff' },
  header: { fontSize: 28, fontWeight: '700', paddingHorizontal: 16, paddingTop: 12, paddingBottom: 8 },
  center: { flex: 1, alignItems: 'center', justifyContent: 'center' },
  error: { color: '#ff3b30', padding: 24, textAlign: 'center' },
});
