import 'dart:async';
import 'dart:convert';
import 'dart:math';

import 'package:flutter/foundation.dart';
import 'package:web_socket_channel/web_socket_channel.dart';

/// One websocket with automatic reconnects (exponential backoff, max 30 s).
class SocketClient {
  SocketClient(this.url);

  final Uri url;
  final _frames = StreamController<Map<String, dynamic>>.broadcast();
  final _pending = <int, Completer<Map<String, dynamic>>>{};
  WebSocketChannel? _channel;
  int _attempt = 0;
  int _nextRequestId = 1;
  bool _everConnected = false;

  /// Called after a reconnect (not after the first connect).
  VoidCallback? onReconnect;

  Stream<Map<String, dynamic>> get frames => _frames.stream;

  void connect() {
    final channel = WebSocketChannel.connect(url);
    _channel = channel;
    channel.ready.then((_) {
      _attempt = 0;
      if (_everConnected) {
        debugPrint('[socket] reconnected');
        onReconnect?.call();
      }
      _everConnected = true;
    }, onError: (_) {});
    channel.stream.listen(_onData, onDone: _scheduleReconnect, onError: (_) => _scheduleReconnect());
  }

  void send(Map<String, dynamic> frame) => _channel?.sink.add(jsonEncode(frame));

  Future<Map<String, dynamic>> request(Map<String, dynamic> frame) {
    final id = _nextRequestId++;
    final completer = Completer<Map<String, dynamic>>();
    _pending[id] = completer;
    send({...frame, 'request_id': id});
    return completer.future.timeout(const Duration(seconds: 10));
  }

  void _onData(dynamic data) {
    final frame = jsonDecode(data as String) as Map<String, dynamic>;
    final requestId = frame['request_id'];
    if (requestId is int && _pending.containsKey(requestId)) {
      _pending.remove(requestId)!.complete(frame);
    } else {
      _frames.add(frame);
    }
  }

  void _scheduleReconnect() {
    final delay = Duration(milliseconds: min(30000, 500 * pow(2, _attempt++).toInt()));
    debugPrint('[socket] closed, reconnecting in ${delay.inMilliseconds} ms');
    Timer(delay, connect);
  }
}
