import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../models/habit.dart';
import '../state/habit_store.dart';
import '../widgets/habit_tile.dart';
import 'habit_detail_screen.dart';

class HomeScreen extends StatefulWidget {
  const HomeScreen({super.key});

  @override
  State<HomeScreen> createState() => _HomeScreenState();
}

class _HomeScreenState extends State<HomeScreen> {
  Future<void> _openDetail(Habit habit) async {
    await Navigator.of(context).push(
      MaterialPageRoute<void>(builder: (_) => HabitDetailScreen(habitId: habit.id)),
    );
  }

  Future<void> _addHabit() async {
    final title = await showDialog<String>(
      context: context,
      builder: (context) {
        final controller = TextEditingController();
        return AlertDialog(
          title: const Text('新しい習慣'),
          content: TextField(controller: controller, autofocus: true),
          actions: [
            TextButton(onPressed: () => Navigator.pop(context), child: const Text('キャンセル')),
            FilledButton(onPressed: () => Navigator.pop(context, controller.text.trim()), child: const Text('追加')),
          ],
        );
      },
    );
    if (title != null && title.isNotEmpty && mounted) {
      await context.read<HabitStore>().add(title);
    }
  }

  @override
  Widget build(BuildContext context) {
    final habits = context.watch<HabitStore>().habits;
    return Scaffold(
      appBar: AppBar(title: const Text('今日の習慣')),
      body: ListView.builder(
        itemCount: habits.length,
        itemBuilder: (context, i) => HabitTile(
          habit: habits[i],
          onTap: () => _openDetail(habits[i]),
          onToggle: () => context.read<HabitStore>().toggleToday(habits[i].id),
        ),
      ),
      floatingActionButton: FloatingActionButton(onPressed: _addHabit, child: const Icon(Icons.add)),
    );
  }
}
