import 'dart:async';

import 'package:geolocator/geolocator.dart';
import 'package:http/http.dart' as http;

/// 骑手实时位置上报，供调度和用户端“骑手在哪”使用。
class LocationReporter {
  LocationReporter(this._client, this._baseUrl, this._riderId);

  final http.Client _client;
  final String _baseUrl;
  final String _riderId;
  StreamSubscription<Position>? _sub;

  void start() {
    const settings = LocationSettings(
      accuracy: LocationAccuracy.high,
      distanceFilter: 20, // 移动 20 米以上才上报，省电也省流量
    );
    _sub = Geolocator.getPositionStream(locationSettings: settings).listen(_report);
  }

  Future<void> _report(Position p) async {
    try {
      await _client.post(
        Uri.parse('$_baseUrl/riders/$_riderId/location'),
        body: {'lat': '${p.latitude}', 'lng': '${p.longitude}', 'speed': '${p.speed}'},
      );
    } catch (_) {
      // 下一次上报会覆盖，丢一次无所谓
    }
  }

  Future<void> stop() async {
    await _sub?.cancel();
    _sub = null;
  }
}
