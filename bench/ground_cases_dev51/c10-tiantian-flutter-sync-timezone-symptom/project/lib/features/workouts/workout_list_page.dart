import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';

import '../../data/workout.dart';
import '../../providers.dart';
import 'workout_card.dart';

class WorkoutListPage extends ConsumerWidget {
  const WorkoutListPage({super.key});

  @override
  Widget build(BuildContext context, WidgetRef ref) {
    final workouts = ref.watch(workoutsProvider);
    return Scaffold(
      appBar: AppBar(title: const Text('训练记录')),
      body: RefreshIndicator(
        onRefresh: () async {
          await ref.read(syncServiceProvider).sync();
          ref.invalidate(workoutsProvider);
        },
        child: workouts.when(
          data: (list) {
            final rows = _groupByWeek(list);
            return ListView.builder(
              itemCount: rows.length,
              itemBuilder: (_, i) {
                final row = rows[i];
                return row is Workout ? WorkoutCard(workout: row) : _WeekHeader(title: row as String);
              },
            );
          },
          loading: () => const Center(child: CircularProgressIndicator()),
          error: (e, _) => Center(child: Text('加载失败：$e')),
        ),
      ),
      floatingActionButton: FloatingActionButton(
        onPressed: () => Navigator.of(context).pushNamed('/add'),
        child: const Icon(Icons.add),
      ),
    );
  }
}

/// list 已按 startedAt 倒序；返回 header 字符串和 Workout 交错的列表。周一为一周的第一天。
List<Object> _groupByWeek(List<Workout> list) {
  final rows = <Object>[];
  DateTime? currentMonday;
  for (final w in list) {
    final local = w.startedAt.toLocal();
    final day = DateTime(local.year, local.month, local.day);
    final monday = day.subtract(Duration(days: day.weekday - DateTime.monday));
    if (monday != currentMonday) {
      currentMonday = monday;
      final sunday = monday.add(const Duration(days: 6));
      rows.add('${monday.month}月${monday.day}日 - ${sunday.month}月${sunday.day}日');
    }
    rows.add(w);
  }
  return rows;
}

class _WeekHeader extends StatelessWidget {
  const _WeekHeader({required this.title});

  final String title;

  @override
  Widget build(BuildContext context) {
    return Padding(
      padding: const EdgeInsets.fromLTRB(16, 16, 16, 4),
      child: Text(title, style: Theme.of(context).textTheme.labelLarge),
    );
  }
}
