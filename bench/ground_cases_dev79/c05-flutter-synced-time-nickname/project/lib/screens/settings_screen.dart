import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

import '../services/locale_controller.dart';

class SettingsScreen extends StatelessWidget {
  const SettingsScreen({super.key, required this.localeController});

  final LocaleController localeController;

  static const _choices = <String?, String>{
    null: 'System',
    'en': 'English',
    'zh': '中文',
    'ja': '日本語',
  };

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    return Scaffold(
      appBar: AppBar(title: Text(l10n.settingsTitle)),
      body: ListView(
        children: [
          ListTile(title: Text(l10n.settingsLanguage)),
          for (final entry in _choices.entries)
            RadioListTile<String?>(
              contentPadding: const EdgeInsets.only(left: 24),
              title: Text(entry.value),
              value: entry.key,
              groupValue: localeController.value?.languageCode,
              onChanged: (code) => localeController.select(code == null ? null : Locale(code)),
            ),
        ],
      ),
    );
  }
}
