import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../../data/workout.dart';

const _typeNames = {
  'run': '跑步',
  'ride': '骑行',
  'swim': '游泳',
  'strength': '力量训练',
  'yoga': '瑜伽',
};

String formatDuration(Duration d) {
  final hours = d.inHours;
  final minutes = d.inMinutes % 60;
  if (hours == 0) return '$minutes分';
  if (minutes == 0) return '$hours小时';
  return '$hours小时$minutes分';
}

class WorkoutCard extends StatelessWidget {
  const WorkoutCard({super.key, required this.workout});

  final Workout workout;

  @override
  Widget build(BuildContext context) {
    final date = DateFormat('M月d日 HH:mm').format(workout.startedAt.toLocal());
    return Card(
      child: ListTile(
        title: Text(_typeNames[workout.type] ?? workout.type),
        subtitle: Text(date),
        trailing: Text(formatDuration(workout.duration)),
      ),
    );
  }
}
