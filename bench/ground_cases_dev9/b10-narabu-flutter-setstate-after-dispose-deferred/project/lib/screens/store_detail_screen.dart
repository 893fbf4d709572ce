import 'package:flutter/material.dart';

import '../api/narabu_api.dart';
import '../models/queue_status.dart';
import '../models/store.dart';
import '../widgets/wait_badge.dart';
import 'menu_screen.dart';

class StoreDetailScreen extends StatefulWidget {
  const StoreDetailScreen({super.key, required this.storeId});

  final String storeId;

  @override
  State<StoreDetailScreen> createState() => _StoreDetailScreenState();
}

class _StoreDetailScreenState extends State<StoreDetailScreen> {
  Store? _store;
  QueueStatus? _queue;
  Object? _error;

  @override
  void initState() {
    super.initState();
    _load();
  }

  Future<void> _load() async {
    try {
      final api = NarabuApi.instance;
      final results = await Future.wait<Object>([
        api.fetchStore(widget.storeId),
        api.fetchQueue(widget.storeId),
      ]);
      setState(() {
        _store = results[0] as Store;
        _queue = results[1] as QueueStatus;
      });
    } catch (e) {
      setState(() => _error = e);
    }
  }

  @override
  Widget build(BuildContext context) {
    final store = _store;
    return Scaffold(
      appBar: AppBar(title: Text(store?.name ?? '')),
      body: _error != null
          ? Center(child: Text('読み込めませんでした\n$_error', textAlign: TextAlign.center))
          : store == null
              ? const Center(child: CircularProgressIndicator())
              : ListView(
                  padding: const EdgeInsets.all(16),
                  children: [
                    Text(store.address),
                    Text('営業時間 ${store.openHours}'),
                    const SizedBox(height: 16),
                    if (_queue != null) WaitBadge(status: _queue!),
                    const SizedBox(height: 16),
                    FilledButton(
                      onPressed: () => Navigator.push(
                        context,
                        MaterialPageRoute(builder: (_) => MenuScreen(storeId: store.id)),
                      ),
                      child: const Text('メニューを見る'),
                    ),
                  ],
                ),
    );
  }
}
