import 'package:flutter/material.dart';
import 'package:shared_preferences/shared_preferences.dart';

class NotificationSettingsPage extends StatefulWidget {
  const NotificationSettingsPage({super.key});

  @override
  State<NotificationSettingsPage> createState() => _NotificationSettingsPageState();
}

class _NotificationSettingsPageState extends State<NotificationSettingsPage> {
  static const _mentionsOnlyKey = 'notify_mentions_only';
  bool _mentionsOnly = false;

  @override
  void initState() {
    super.initState();
    SharedPreferences.getInstance().then((prefs) {
      setState(() => _mentionsOnly = prefs.getBool(_mentionsOnlyKey) ?? false);
    });
  }

  Future<void> _toggle(bool value) async {
    setState(() => _mentionsOnly = value);
    final prefs = await SharedPreferences.getInstance();
    await prefs.setBool(_mentionsOnlyKey, value);
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('通知設定')),
      body: ListView(
        children: [
          SwitchListTile(
            title: const Text('メンションのみ通知'),
            subtitle: const Text('オフにするとすべての新着メッセージを通知します'),
            value: _mentionsOnly,
            onChanged: _toggle,
          ),
        ],
      ),
    );
  }
}
