import 'package:flutter/material.dart';

import '../models/habit.dart';
import 'streak_badge.dart';

class HabitTile extends StatelessWidget {
  const HabitTile({super.key, required this.habit, required this.onTap, required this.onToggle});

  final Habit habit;
  final VoidCallback onTap;
  final VoidCallback onToggle;

  @override
  Widget build(BuildContext context) {
    final done = habit.isDoneOn(DateTime.now());
    return ListTile(
      onTap: onTap,
      leading: Checkbox(value: done, onChanged: (_) => onToggle()),
      title: Text(
        habit.title,
        style: done ? const TextStyle(decoration: TextDecoration.lineThrough) : null,
      ),
      trailing: StreakBadge(days: habit.currentStreak(), compact: true),
    );
  }
}
