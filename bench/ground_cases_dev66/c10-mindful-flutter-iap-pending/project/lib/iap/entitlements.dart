import 'package:shared_preferences/shared_preferences.dart';

/// Which premium products this device has unlocked. Receipts are also sent to the
/// backend for validation; this is the local cache the UI reads.
class Entitlements {
  Entitlements._();
  static final instance = Entitlements._();

  static const _key = 'entitlements.v1';

  Future<void> grant(String productId, String receipt) async {
    final prefs = await SharedPreferences.getInstance();
    final current = prefs.getStringList(_key) ?? <String>[];
    if (!current.contains(productId)) {
      await prefs.setStringList(_key, [...current, productId]);
    }
  }

  Future<bool> get isPremium async {
    final prefs = await SharedPreferences.getInstance();
    return (prefs.getStringList(_key) ?? const []).isNotEmpty;
  }
}
