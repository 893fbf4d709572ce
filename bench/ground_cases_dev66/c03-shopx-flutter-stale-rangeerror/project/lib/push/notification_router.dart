import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/material.dart';

import '../pages/order_detail_page.dart';
import '../pages/promo_page.dart';

/// Opens the right screen when the user taps a push notification.
class NotificationRouter {
  NotificationRouter(this.navigatorKey);

  final GlobalKey<NavigatorState> navigatorKey;

  Future<void> init() async {
    final initial = await FirebaseMessaging.instance.getInitialMessage();
    if (initial != null) open(initial);
    FirebaseMessaging.onMessageOpenedApp.listen(open);
  }

  void open(RemoteMessage message) {
    final nav = navigatorKey.currentState;
    if (nav == null) return;
    switch (message.data['type']) {
      case 'order':
        final id = message.data['order_id'] ?? message.data['orderId'];
        if (id == null) {
          nav.popUntil((r) => r.isFirst);
          break;
        }
        nav.push(MaterialPageRoute(builder: (_) => OrderDetailPage(orderId: id)));
        break;
      case 'promo':
        final slug = message.data['slug'] ?? 'home';
        nav.push(MaterialPageRoute(builder: (_) => PromoPage(slug: slug)));
        break;
      default:
        nav.popUntil((r) => r.isFirst);
    }
  }
}
