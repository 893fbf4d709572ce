import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:in_app_purchase/in_app_purchase.dart';
import 'package:mindful/iap/purchase_service.dart';
import 'package:mocktail/mocktail.dart';

class MockIap extends Mock implements InAppPurchase {}

class FakeDetails extends Fake implements PurchaseDetails {
  FakeDetails(this.status);
  @override
  final PurchaseStatus status;
  @override
  String get productID => 'mindful_premium_yearly';
  @override
  IAPError? get error => null;
  @override
  bool get pendingCompletePurchase => false;
}

void main() {
  test('cancelled purchases emit PurchaseCancelled', () async {
    final iap = MockIap();
    final stream = StreamController<List<PurchaseDetails>>();
    when(() => iap.purchaseStream).thenAnswer((_) => stream.stream);
    final service = PurchaseService(iap)..start();
    final events = <PurchaseEvent>[];
    service.events.listen(events.add);
    stream.add([FakeDetails(PurchaseStatus.canceled)]);
    await Future<void>.delayed(Duration.zero);
    expect(events.single, isA<PurchaseCancelled>());
  });
}
