import 'dart:async';

import 'package:in_app_purchase/in_app_purchase.dart';

import 'entitlements.dart';

sealed class PurchaseEvent {}

class PurchaseSucceeded extends PurchaseEvent {
  PurchaseSucceeded(this.productId);
  final String productId;
}

class PurchaseFailed extends PurchaseEvent {
  PurchaseFailed(this.message);
  final String message;
}

class PurchaseCancelled extends PurchaseEvent {}

class PurchaseService {
  PurchaseService(this._iap);

  final InAppPurchase _iap;
  final _events = StreamController<PurchaseEvent>.broadcast();
  StreamSubscription<List<PurchaseDetails>>? _sub;

  Stream<PurchaseEvent> get events => _events.stream;

  void start() {
    _sub = _iap.purchaseStream.listen(_onPurchaseUpdates, onError: (Object e) {
      _events.add(PurchaseFailed(e.toString()));
    });
  }

  Future<void> buy(ProductDetails product) async {
    final param = PurchaseParam(productDetails: product);
    await _iap.buyNonConsumable(purchaseParam: param);
  }

  /// Re-delivers earlier purchases; results arrive on the purchase stream as
  /// [PurchaseStatus.restored] and go through [_onPurchaseUpdates] like new ones.
  Future<void> restore() => _iap.restorePurchases();

  Future<void> _onPurchaseUpdates(List<PurchaseDetails> purchases) async {
    for (final p in purchases) {
      switch (p.status) {
        case PurchaseStatus.purchased:
        case PurchaseStatus.restored:
          await _deliver(p);
          _events.add(PurchaseSucceeded(p.productID));
          break;
        case PurchaseStatus.pending:
        case PurchaseStatus.error:
          _events.add(PurchaseFailed(p.error?.message ?? '购买失败'));
          break;
        case PurchaseStatus.canceled:
          _events.add(PurchaseCancelled());
          break;
      }
      if (p.pendingCompletePurchase) {
        await _iap.completePurchase(p);
      }
    }
  }

  Future<void> _deliver(PurchaseDetails p) async {
    await Entitlements.instance.grant(p.productID, p.verificationData.serverVerificationData);
  }

  void dispose() {
    _sub?.cancel();
    _events.close();
  }
}
