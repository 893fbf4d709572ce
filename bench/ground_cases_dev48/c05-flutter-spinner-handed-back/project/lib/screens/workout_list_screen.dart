import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';
import 'package:provider/provider.dart';

import '../state/workout_provider.dart';
import '../widgets/workout_card.dart';
import 'workout_detail_screen.dart';

class WorkoutListScreen extends StatefulWidget {
  const WorkoutListScreen({super.key});

  @override
  State<WorkoutListScreen> createState() => _WorkoutListScreenState();
}

class _WorkoutListScreenState extends State<WorkoutListScreen> {
  @override
  void initState() {
    super.initState();
    WidgetsBinding.instance.addPostFrameCallback((_) => context.read<WorkoutProvider>().load());
  }

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    final provider = context.watch<WorkoutProvider>();

    Widget body;
    if (provider.loading) {
      body = const Center(child: CircularProgressIndicator());
    } else if (provider.error != null) {
      body = Center(child: Text(l10n.loadFailed));
    } else if (provider.isEmpty) {
      body = Center(child: Text(l10n.emptyWorkouts, textAlign: TextAlign.center));
    } else {
      body = ListView.separated(
        padding: const EdgeInsets.all(16),
        itemCount: provider.items.length,
        separatorBuilder: (_, __) => const SizedBox(height: 12),
        itemBuilder: (context, i) {
          final w = provider.items[i];
          return WorkoutCard(
            workout: w,
            onTap: () => Navigator.of(context).push(
              MaterialPageRoute(builder: (_) => WorkoutDetailScreen(workout: w)),
            ),
          );
        },
      );
    }

    return Scaffold(
      appBar: AppBar(title: Text(l10n.workoutsTitle)),
      body: RefreshIndicator(
        onRefresh: provider.refresh,
        child: body,
      ),
    );
  }
}
