import 'package:flutter/material.dart';
import 'package:flutter/services.dart';

import '../api/narabu_api.dart';
import '../models/queue_status.dart';
import '../widgets/wait_badge.dart';

/// 自分の整理券と、発券した店舗の待ち状況
class QueueScreen extends StatefulWidget {
  const QueueScreen({super.key, this.storeId = 'shibuya-01', this.ticketNo = 0});

  final String storeId;
  final int ticketNo;

  @override
  State<QueueScreen> createState() => _QueueScreenState();
}

class _QueueScreenState extends State<QueueScreen> {
  late Future<QueueStatus> _future = NarabuApi.instance.fetchQueue(widget.storeId);

  Future<void> _refresh() async {
    HapticFeedback.mediumImpact();
    final next = NarabuApi.instance.fetchQueue(widget.storeId);
    try {
      await next;
    } catch (_) {
      // エラーは FutureBuilder 側で表示する
    }
    if (!mounted) return;
    setState(() => _future = next);
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('整理券')),
      body: FutureBuilder<QueueStatus>(
        future: _future,
        builder: (context, snap) {
          if (!snap.hasData && !snap.hasError) return const Center(child: CircularProgressIndicator());
          return RefreshIndicator(
            onRefresh: _refresh,
            child: ListView(
              // 中身が短くても引っ張れるように
              physics: const AlwaysScrollableScrollPhysics(),
              padding: const EdgeInsets.all(24),
              children: [
                if (snap.hasError)
                  Text('取得できませんでした: ${snap.error}')
                else ...[
                  Text('あなたの番号', style: Theme.of(context).textTheme.titleMedium),
                  Text('${widget.ticketNo}', style: Theme.of(context).textTheme.displayLarge),
                  const SizedBox(height: 24),
                  WaitBadge(status: snap.data!),
                ],
              ],
            ),
          );
        },
      ),
    );
  }
}
