import 'package:flutter/material.dart';

import '../api/narabu_api.dart';
import '../models/store.dart';
import 'queue_screen.dart';
import 'store_detail_screen.dart';

class HomeScreen extends StatelessWidget {
  const HomeScreen({super.key});

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(
        title: const Text('ならぶ'),
        actions: [
          IconButton(
            icon: const Icon(Icons.confirmation_number_outlined),
            onPressed: () => Navigator.push(context, MaterialPageRoute(builder: (_) => const QueueScreen())),
          ),
        ],
      ),
      body: FutureBuilder<List<Store>>(
        future: NarabuApi.instance.fetchStores(),
        builder: (context, snap) {
          if (!snap.hasData) return const Center(child: CircularProgressIndicator());
          return ListView(
            children: [
              for (final s in snap.data!)
                ListTile(
                  title: Text(s.name),
                  subtitle: Text(s.address),
                  onTap: () => Navigator.push(
                    context,
                    MaterialPageRoute(builder: (_) => StoreDetailScreen(storeId: s.id)),
                  ),
                ),
            ],
          );
        },
      ),
    );
  }
}
