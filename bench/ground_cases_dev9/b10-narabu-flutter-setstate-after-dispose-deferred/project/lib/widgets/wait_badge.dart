import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../models/queue_status.dart';

class WaitBadge extends StatelessWidget {
  const WaitBadge({super.key, required this.status});

  final QueueStatus status;

  @override
  Widget build(BuildContext context) {
    final color = status.estimatedMinutes >= 60 ? Colors.red : Colors.orange;
    return Card(
      color: color.withOpacity(0.1),
      child: Padding(
        padding: const EdgeInsets.all(16),
        child: Column(
          crossAxisAlignment: CrossAxisAlignment.start,
          children: [
            Text('待ち ${status.waiting} 組 ・ 約 ${status.estimatedMinutes} 分', style: TextStyle(color: color, fontSize: 18)),
            Text('呼び出し中: ${status.nowCalling} 番'),
            Text('更新 ${DateFormat.Hm().format(status.updatedAt.toLocal())}', style: Theme.of(context).textTheme.bodySmall),
          ],
        ),
      ),
    );
  }
}
