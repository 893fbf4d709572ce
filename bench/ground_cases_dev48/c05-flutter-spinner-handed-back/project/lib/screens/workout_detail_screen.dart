import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';
import 'package:intl/intl.dart';

import '../models/workout.dart';
import '../widgets/workout_card.dart' show formatDuration;

class WorkoutDetailScreen extends StatelessWidget {
  const WorkoutDetailScreen({super.key, required this.workout});

  final Workout workout;

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    final locale = Localizations.localeOf(context).toString();
    final date = DateFormat.yMMMMd(locale).add_Hm().format(workout.startedAt);

    return Scaffold(
      appBar: AppBar(
        title: Text(workout.title, maxLines: 1, overflow: TextOverflow.ellipsis),
      ),
      body: ListView(
        padding: const EdgeInsets.all(20),
        children: [
          Text(date, style: Theme.of(context).textTheme.bodyMedium),
          const SizedBox(height: 16),
          _Stat(label: l10n.caloriesLabel, value: '${workout.calories} kcal'),
          _Stat(label: l10n.durationLabel, value: formatDuration(workout.durationMinutes)),
          if (workout.notes != null) ...[
            const SizedBox(height: 24),
            Text(workout.notes!, style: Theme.of(context).textTheme.bodyLarge),
          ],
        ],
      ),
    );
  }
}

class _Stat extends StatelessWidget {
  const _Stat({required this.label, required this.value});
  final String label;
  final String value;

  @override
  Widget build(BuildContext context) => ListTile(
        contentPadding: EdgeInsets.zero,
        title: Text(label),
        trailing: Text(value, style: Theme.of(context).textTheme.titleMedium),
      );
}
