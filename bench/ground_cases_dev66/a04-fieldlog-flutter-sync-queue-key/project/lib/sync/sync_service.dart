import 'dart:convert';

import 'package:connectivity_plus/connectivity_plus.dart';
import 'package:flutter/foundation.dart';
import 'package:http/http.dart' as http;

import '../data/models.dart';
import 'sync_queue.dart';

class SyncService {
  SyncService(this.queue, {required this.baseUrl, http.Client? client}) : _http = client ?? http.Client();

  final SyncQueue queue;
  final String baseUrl;
  final http.Client _http;
  bool _running = false;

  void start() {
    Connectivity().onConnectivityChanged.listen((results) {
      if (!results.contains(ConnectivityResult.none)) flush();
    });
  }

  /// Uploads queued changes in order; stops at the first failure and tries again on the next reconnect.
  Future<void> flush() async {
    if (_running) return;
    _running = true;
    try {
      for (final op in await queue.pending()) {
        await queue.remove(op);
        final ok = await _send(op);
        if (!ok) {
          debugPrint('sync: ${op.type.name} ${op.localId} failed, will retry');
          break;
        }
      }
    } finally {
      _running = false;
    }
  }

  Future<bool> _send(SyncOp op) async {
    final uri = Uri.parse('$baseUrl/${op.table}${op.recordId == null ? '' : '/${op.recordId}'}');
    final body = jsonEncode(op.payload);
    final headers = {'Content-Type': 'application/json'};
    try {
      final res = switch (op.type) {
        SyncOpType.create => await _http.post(uri, headers: headers, body: body),
        SyncOpType.update => await _http.put(uri, headers: headers, body: body),
        SyncOpType.delete => await _http.delete(uri, headers: headers),
      };
      return res.statusCode >= 200 && res.statusCode < 300;
    } on Exception catch (e) {
      debugPrint('sync: network error $e');
      return false;
    }
  }
}
