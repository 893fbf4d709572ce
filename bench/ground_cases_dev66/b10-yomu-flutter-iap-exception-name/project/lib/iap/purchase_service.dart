import 'dart:async';

import 'package:flutter/foundation.dart';
import 'package:in_app_purchase/in_app_purchase.dart';

import 'entitlement_store.dart';
import 'products.dart';

class PurchaseService extends ChangeNotifier {
  PurchaseService(this._entitlements);

  final EntitlementStore _entitlements;
  final InAppPurchase _iap = InAppPurchase.instance;
  StreamSubscription<List<PurchaseDetails>>? _sub;
  List<ProductDetails> products = [];
  String? lastError;

  void start() {
    _sub = _iap.purchaseStream.listen(_onPurchaseUpdates, onError: (Object e) {
      lastError = e.toString();
      notifyListeners();
    });
    _loadProducts();
  }

  Future<void> _loadProducts() async {
    final response = await _iap.queryProductDetails(Products.all);
    products = response.productDetails;
    notifyListeners();
  }

  Future<void> restore() async {
    lastError = null;
    await _iap.restorePurchases();
  }

  Future<void> buy(ProductDetails product) async {
    final param = PurchaseParam(productDetails: product);
    await _iap.buyNonConsumable(purchaseParam: param);
  }

  Future<void> _onPurchaseUpdates(List<PurchaseDetails> updates) async {
    for (final p in updates) {
      switch (p.status) {
        case PurchaseStatus.purchased:
        case PurchaseStatus.restored:
          await _entitlements.grant(p.productID);
        case PurchaseStatus.error:
          lastError = p.error?.message;
        case PurchaseStatus.canceled:
        case PurchaseStatus.pending:
          break;
      }
      if (p.pendingCompletePurchase && p.status == PurchaseStatus.purchased) {
        await _iap.completePurchase(p);
      }
    }
    notifyListeners();
  }

  @override
  void dispose() {
    _sub?.cancel();
    super.dispose();
  }
}
