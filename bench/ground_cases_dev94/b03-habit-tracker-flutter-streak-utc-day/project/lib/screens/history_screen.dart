import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../data/entry_repository.dart';
import '../utils/date_utils.dart';
import 'today_screen.dart' show describe;

class HistoryScreen extends StatelessWidget {
  const HistoryScreen({super.key, required this.repository});

  final EntryRepository repository;

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('履歴')),
      body: ListenableBuilder(
        listenable: repository,
        builder: (context, _) {
          final groups = groupByDay(repository.entries);
          final now = DateTime.now();
          return ListView(
            children: [
              for (final day in groups.keys) ...[
                Padding(
                  padding: const EdgeInsets.fromLTRB(16, 16, 16, 4),
                  child: Text(
                    '${DateFormat('M月d日(E)', 'ja').format(day)}  ${relativeDayLabel(day, now)}',
                    style: Theme.of(context).textTheme.titleSmall,
                  ),
                ),
                for (final e in groups[day]!) ListTile(dense: true, title: Text(describe(e))),
              ],
            ],
          );
        },
      ),
    );
  }
}
