import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../state/habit_store.dart';
import '../utils/date_utils.dart';
import '../widgets/streak_badge.dart';

class HabitDetailScreen extends StatelessWidget {
  const HabitDetailScreen({super.key, required this.habitId});

  final String habitId;

  @override
  Widget build(BuildContext context) {
    final store = context.watch<HabitStore>();
    final habit = store.byId(habitId);
    if (habit == null) {
      return const Scaffold(body: Center(child: Text('見つかりません')));
    }
    final days = lastDays(7);

    return Scaffold(
      appBar: AppBar(title: Text(habit.title)),
      body: Padding(
        padding: const EdgeInsets.all(16),
        child: Column(
          crossAxisAlignment: CrossAxisAlignment.start,
          children: [
            StreakBadge(days: habit.currentStreak()),
            const SizedBox(height: 16),
            Text('累計 ${habit.totalDays} 日'),
            const SizedBox(height: 24),
            Row(
              mainAxisAlignment: MainAxisAlignment.spaceBetween,
              children: [
                for (final d in days)
                  Column(children: [
                    Text(weekdayLabelJa(d)),
                    Icon(habit.isDoneOn(d) ? Icons.check_circle : Icons.circle_outlined, color: Color(habit.colorValue)),
                  ]),
              ],
            ),
            const Spacer(),
            SizedBox(
              width: double.infinity,
              child: FilledButton(
                onPressed: () => store.toggleToday(habit.id),
                child: Text(habit.isDoneOn(DateTime.now()) ? '今日のチェックを取り消す' : '今日やった！'),
              ),
            ),
          ],
        ),
      ),
    );
  }
}
