import 'dart:convert';

import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/material.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';

import '../chat/thread_page.dart';
import 'notification_payload.dart';

class PushService {
  PushService(this._navigatorKey);

  final GlobalKey<NavigatorState> _navigatorKey;
  final _messaging = FirebaseMessaging.instance;
  final _local = FlutterLocalNotificationsPlugin();

  static const _channel = AndroidNotificationChannel(
    'messages',
    'メッセージ',
    description: '新しいメッセージとメンション',
    importance: Importance.high,
  );

  Future<void> init() async {
    await _messaging.requestPermission(alert: true, badge: true, sound: true);
    await _local.initialize(
      const InitializationSettings(
        android: AndroidInitializationSettings('@drawable/ic_stat_tsunagu'),
        iOS: DarwinInitializationSettings(),
      ),
      onDidReceiveNotificationResponse: (r) => _openFromLocal(r.payload),
    );
    await _local
        .resolvePlatformSpecificImplementation<AndroidFlutterLocalNotificationsPlugin>()
        ?.createNotificationChannel(_channel);

    FirebaseMessaging.onMessage.listen(_showForeground);
    FirebaseMessaging.onMessageOpenedApp.listen(_openFromMessage);

    // the app was launched by tapping a notification
    final initial = await _messaging.getInitialMessage();
    if (initial != null && _navigatorKey.currentState != null) {
      _openFromMessage(initial);
    }
  }

  Future<void> _showForeground(RemoteMessage message) async {
    final n = message.notification;
    if (n == null) return;
    final payload = NotificationPayload.fromData(message.data);
    await _local.show(
      message.hashCode,
      n.title,
      n.body,
      NotificationDetails(
        android: AndroidNotificationDetails(_channel.id, _channel.name, importance: Importance.high),
        iOS: const DarwinNotificationDetails(),
      ),
      payload: jsonEncode(payload.toLocalPayload()),
    );
  }

  void _openFromMessage(RemoteMessage message) {
    _open(NotificationPayload.fromData(message.data));
  }

  void _openFromLocal(String? raw) {
    if (raw == null) return;
    _open(NotificationPayload.fromData(jsonDecode(raw) as Map<String, dynamic>));
  }

  void _open(NotificationPayload payload) {
    if (!payload.opensThread) return;
    _navigatorKey.currentState?.pushNamed(ThreadPage.route, arguments: payload.threadId);
  }
}
