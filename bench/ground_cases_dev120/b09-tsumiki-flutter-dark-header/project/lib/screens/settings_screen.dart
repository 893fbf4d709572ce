import 'package:flutter/material.dart';
import 'package:package_info_plus/package_info_plus.dart';

class SettingsScreen extends StatelessWidget {
  const SettingsScreen({super.key});

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('設定')),
      body: ListView(
        children: [
          const _SectionHeader('通知'),
          SwitchListTile(title: const Text('プッシュ通知'), value: true, onChanged: (_) {}),
          SwitchListTile(title: const Text('メール通知'), value: false, onChanged: (_) {}),
          const _SectionHeader('アカウント'),
          ListTile(leading: const Icon(Icons.logout), title: const Text('ログアウト'), onTap: () {}),
          const _SectionHeader('アプリ情報'),
          FutureBuilder<PackageInfo>(
            future: PackageInfo.fromPlatform(),
            builder: (context, snapshot) {
              final info = snapshot.data;
              return ListTile(
                title: const Text('バージョン'),
                trailing: Text(info == null ? '' : '${info.version} (${info.buildNumber})'),
              );
            },
          ),
        ],
      ),
    );
  }
}

class _SectionHeader extends StatelessWidget {
  const _SectionHeader(this.label);

  final String label;

  @override
  Widget build(BuildContext context) {
    return Padding(
      padding: const EdgeInsets.fromLTRB(16, 24, 16, 8),
      child: Text(
        label,
        style: const TextStyle(fontSize: 13, fontWeight: FontWeight.w600, color: Colors.black87),
      ),
    );
  }
}
