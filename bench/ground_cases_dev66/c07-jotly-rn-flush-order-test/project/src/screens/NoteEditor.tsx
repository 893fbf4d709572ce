import React, { useEffect, useRef, useState } from 'react';
import { KeyboardAvoidingView, Platform, StyleSheet, TextInput } from 'react-native';
import { nanoid } from 'nanoid/non-secure';

import { syncQueue } from '../sync/syncQueue';
import { useNote } from '../hooks/useNote';

export function NoteEditor({ noteId }: { noteId: string }) {
  const note = useNote(noteId);
  const [title, setTitle] = useState(note?.title ?? '');
  const [text, setText] = useState(note?.text ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      syncQueue.enqueue({
        id: nanoid(),
        noteId,
        kind: 'upsert',
        body: { title, text, updatedAt: Date.now() },
        at: Date.now(),
      });
    }, 800);
    return () => clearTimeout(timer.current);
  }, [noteId, title, text]);

  return (
    <KeyboardAvoidingView style={styles.root} behavior={Platform.OS === 'ios' ? 'padding' : undefined}>
      <TextInput style={styles.title} value={title} onChangeText={setTitle} placeholder="标题" />
      <TextInput style={styles.body} value={text} onChangeText={setText} multiline placeholder="写点什么…" />
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, padding: 16 },
  title: { fontSize: 20, fontWeight: '600', marginBottom: 8 },
  body: { flex: 1, fontSize: 16, textAlignVertical: 'top' },
});
