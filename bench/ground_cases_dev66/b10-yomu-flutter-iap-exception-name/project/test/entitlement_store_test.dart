import 'package:flutter_test/flutter_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:yomu/iap/entitlement_store.dart';

void main() {
  setUp(() => SharedPreferences.setMockInitialValues({}));

  test('not premium by default', () async {
    final store = await EntitlementStore.open();
    expect(store.productId, isNull);
  });

  test('grant stores the product', () async {
    final store = await EntitlementStore.open();
    await store.grant('jp.example.yomu.premium_lifetime');
    expect(store.productId, 'jp.example.yomu.premium_lifetime');
  });

  test('revoke clears the product', () async {
    final store = await EntitlementStore.open();
    await store.grant('jp.example.yomu.premium_monthly');
    await store.revoke();
    expect(store.productId, isNull);
  });
}
