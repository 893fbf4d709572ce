import 'package:flutter/material.dart';

class HomeScreen extends StatelessWidget {
  const HomeScreen({super.key});

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(
        title: const Text('マイページ'),
        actions: [
          IconButton(
            icon: const Icon(Icons.person),
            tooltip: 'プロフィール編集',
            onPressed: () => Navigator.of(context).pushNamed('/profile/edit'),
          ),
        ],
      ),
      body: ListView(
        padding: const EdgeInsets.all(16),
        children: const [
          Card(
            child: ListTile(
              leading: Icon(Icons.event),
              title: Text('次回のご予約'),
              subtitle: Text('ご予約はありません'),
            ),
          ),
          Card(
            child: ListTile(
              leading: Icon(Icons.history),
              title: Text('来店履歴'),
            ),
          ),
        ],
      ),
    );
  }
}
