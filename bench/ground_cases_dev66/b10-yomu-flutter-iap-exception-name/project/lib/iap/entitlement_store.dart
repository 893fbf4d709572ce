import 'package:shared_preferences/shared_preferences.dart';

/// 購入済みの権利を端末に保存する。
class EntitlementStore {
  EntitlementStore._(this._prefs);

  static const _premiumKey = 'premium_active';
  static const _productKey = 'premium_product';

  final SharedPreferences _prefs;

  static Future<EntitlementStore> open() async {
    return EntitlementStore._(await SharedPreferences.getInstance());
  }

  bool get isPremium => _prefs.getBool(_premiumKey) ?? false;

  String? get productId => _prefs.getString(_productKey);

  Future<void> grant(String productId) async {
    await _prefs.setBool(_premiumKey, true);
    await _prefs.setString(_productKey, productId);
  }

  Future<void> revoke() async {
    await _prefs.remove(_premiumKey);
    await _prefs.remove(_productKey);
  }

  /// 月額プランかどうか（設定画面で「サブスクリプションを管理」を出すのに使う）
  bool get isSubscription => productId == 'jp.example.yomu.premium_monthly';
}
