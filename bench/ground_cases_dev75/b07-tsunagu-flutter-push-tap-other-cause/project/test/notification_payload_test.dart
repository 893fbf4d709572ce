import 'package:flutter_test/flutter_test.dart';
import 'package:tsunagu_app/push/notification_payload.dart';

void main() {
  test('defaults to message type', () {
    final p = NotificationPayload.fromData({});
    expect(p.type, 'message');
    expect(p.opensThread, isFalse);
  });

  test('reads the snake_case thread id the server sends', () {
    final p = NotificationPayload.fromData({'type': 'mention', 'thread_id': 't42'});
    expect(p.threadId, 't42');
    expect(p.opensThread, isTrue);
  });

  test('local payload round trip keeps the message id', () {
    final p = NotificationPayload.fromData({'type': 'mention', 'message_id': 'm1'});
    expect(p.toLocalPayload()['message_id'], 'm1');
  });
}
