import 'package:flutter/material.dart';

import '../data/entry_repository.dart';
import '../models/entry.dart';
import '../utils/date_utils.dart';

const habits = {
  'walk': '散歩',
  'read': '読書',
  'water': '水を2L',
  'stretch': 'ストレッチ',
};

class TodayScreen extends StatelessWidget {
  const TodayScreen({super.key, required this.repository});

  final EntryRepository repository;

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('今日')),
      body: ListenableBuilder(
        listenable: repository,
        builder: (context, _) {
          final done = repository.today().map((e) => e.habitId).toSet();
          final streak = currentStreak(repository.entries, DateTime.now());
          return RefreshIndicator(
            onRefresh: repository.refresh,
            child: ListView(
              physics: const AlwaysScrollableScrollPhysics(),
              children: [
                _StreakCard(days: streak),
                for (final entry in habits.entries)
                  _HabitTile(
                    label: entry.value,
                    done: done.contains(entry.key),
                    onTap: () => repository.record(entry.key),
                  ),
              ],
            ),
          );
        },
      ),
    );
  }
}

class _StreakCard extends StatelessWidget {
  const _StreakCard({required this.days});

  final int days;

  @override
  Widget build(BuildContext context) {
    final theme = Theme.of(context);
    return Card(
      margin: const EdgeInsets.fromLTRB(16, 12, 16, 8),
      child: Padding(
        padding: const EdgeInsets.symmetric(vertical: 16),
        child: Column(
          children: [
            Text('$days', style: theme.textTheme.displaySmall?.copyWith(color: theme.colorScheme.primary)),
            Text(days == 0 ? '今日から始めよう' : '日連続で記録中', style: theme.textTheme.bodyMedium),
          ],
        ),
      ),
    );
  }
}

class _HabitTile extends StatelessWidget {
  const _HabitTile({required this.label, required this.done, required this.onTap});

  final String label;
  final bool done;
  final VoidCallback onTap;

  @override
  Widget build(BuildContext context) {
    return ListTile(
      title: Text(label),
      trailing: Icon(done ? Icons.check_circle : Icons.radio_button_unchecked,
          color: done ? Theme.of(context).colorScheme.primary : null),
      onTap: done ? null : onTap,
    );
  }
}

String describe(Entry e) => '${habits[e.habitId] ?? e.habitId} ${e.note ?? ''}'.trim();
