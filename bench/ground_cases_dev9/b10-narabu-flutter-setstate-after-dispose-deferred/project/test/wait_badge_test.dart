import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:narabu/models/queue_status.dart';
import 'package:narabu/widgets/wait_badge.dart';

void main() {
  testWidgets('shows waiting groups and minutes', (tester) async {
    final status = QueueStatus(waiting: 7, nowCalling: 31, estimatedMinutes: 45, updatedAt: DateTime.utc(2025, 11, 1, 3));
    await tester.pumpWidget(MaterialApp(home: Scaffold(body: WaitBadge(status: status))));
    expect(find.textContaining('待ち 7 組'), findsOneWidget);
    expect(find.textContaining('約 45 分'), findsOneWidget);
  });
}
