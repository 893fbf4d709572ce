import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../data/settings.dart';

class SettingsScreen extends StatelessWidget {
  const SettingsScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final settings = context.watch<Settings>();
    return Scaffold(
      appBar: AppBar(title: const Text('Settings')),
      body: ListView(
        children: [
          const _SectionHeader('Appearance'),
          SwitchListTile(
            title: const Text('Follow system theme'),
            value: settings.followSystem,
            onChanged: settings.setFollowSystem,
          ),
          const _SectionHeader('Budget'),
          ListTile(
            leading: const Icon(Icons.savings_outlined),
            title: const Text('Monthly budget'),
            trailing: Text(settings.monthlyBudget.toStringAsFixed(0)),
            onTap: () => _editBudget(context, settings),
          ),
          const _SectionHeader('Data'),
          ListTile(leading: const Icon(Icons.download), title: const Text('Export CSV'), onTap: settings.exportCsv),
        ],
      ),
    );
  }

  Future<void> _editBudget(BuildContext context, Settings settings) async {
    final value = await showDialog<double>(context: context, builder: (_) => const BudgetDialog());
    if (value != null) settings.setMonthlyBudget(value);
  }
}

class _SectionHeader extends StatelessWidget {
  const _SectionHeader(this.text);
  final String text;

  @override
  Widget build(BuildContext context) {
    return Padding(
      padding: const EdgeInsets.fromLTRB(16, 24, 16, 8),
      child: Text(
        text.toUpperCase(),
        style: Theme.of(context).textTheme.labelSmall?.copyWith(
              letterSpacing: 1.2,
              fontWeight: FontWeight.w600,
              color: Theme.of(context).colorScheme.onSurfaceVariant,
            ),
      ),
    );
  }
}
