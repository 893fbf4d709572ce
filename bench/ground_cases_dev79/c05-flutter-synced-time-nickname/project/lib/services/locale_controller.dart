import 'package:flutter/material.dart';
import 'package:shared_preferences/shared_preferences.dart';

/// Holds the user's chosen locale; null means "follow the system".
class LocaleController extends ValueNotifier<Locale?> {
  LocaleController._(super.value, this._prefs);

  final SharedPreferences _prefs;
  static const _key = 'app_locale';

  static Future<LocaleController> load() async {
    final prefs = await SharedPreferences.getInstance();
    final code = prefs.getString(_key);
    return LocaleController._(code == null ? null : Locale(code), prefs);
  }

  Future<void> select(Locale? locale) async {
    value = locale;
    if (locale == null) {
      await _prefs.remove(_key);
    } else {
      await _prefs.setString(_key, locale.languageCode);
    }
  }
}
