import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';
import 'package:intl/intl.dart';

import '../services/locale_controller.dart';
import '../widgets/unread_badge.dart';
import 'settings_screen.dart';

class InboxScreen extends StatelessWidget {
  const InboxScreen({super.key, required this.localeController});

  final LocaleController localeController;

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    final syncedAt = DateTime.now().subtract(const Duration(minutes: 4));
    final syncedText = DateFormat.MMMd().add_jm().format(syncedAt);

    return Scaffold(
      appBar: AppBar(
        title: Text(l10n.inboxTitle),
        actions: [
          const UnreadBadge(count: 3),
          IconButton(
            icon: const Icon(Icons.settings),
            onPressed: () => Navigator.of(context).push(MaterialPageRoute(
              builder: (_) => SettingsScreen(localeController: localeController),
            )),
          ),
        ],
      ),
      body: Column(
        children: [
          Padding(
            padding: const EdgeInsets.only(left: 16, top: 8),
            child: Text(l10n.lastSynced(syncedText), style: Theme.of(context).textTheme.bodySmall),
          ),
          Expanded(child: Center(child: Text(l10n.inboxEmpty))),
        ],
      ),
    );
  }
}
