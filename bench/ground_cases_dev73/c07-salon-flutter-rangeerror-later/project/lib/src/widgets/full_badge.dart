import 'package:flutter/material.dart';

/// Shown instead of the slot buttons when nothing is free on the chosen day.
class FullBadge extends StatelessWidget {
  const FullBadge({super.key});

  @override
  Widget build(BuildContext context) {
    final scheme = Theme.of(context).colorScheme;
    return Padding(
      padding: const EdgeInsets.symmetric(vertical: 24),
      child: Column(
        children: [
          Icon(Icons.event_busy, color: scheme.outline, size: 40),
          const SizedBox(height: 8),
          Text('当天已约满', style: Theme.of(context).textTheme.titleMedium),
        ],
      ),
    );
  }
}
