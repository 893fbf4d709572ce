import 'package:flutter/foundation.dart';

class Stop {
  Stop({required this.id, required this.name, required this.lat, required this.lng, this.delivered = false});

  final String id;
  final String name;
  final double lat;
  final double lng;
  bool delivered;
}

class RouteStore extends ChangeNotifier {
  final List<Stop> stops = [];

  Future<void> load() async {
    // TODO: API から取得する。今はダミー。
    stops
      ..clear()
      ..addAll([
        Stop(id: 's1', name: '田中様', lat: 35.6581, lng: 139.7017),
        Stop(id: 's2', name: '佐藤様', lat: 35.6620, lng: 139.7040),
        Stop(id: 's3', name: '鈴木様', lat: 35.6655, lng: 139.7120),
      ]);
    notifyListeners();
  }

  void markDelivered(String id) {
    final index = stops.indexWhere((s) => s.id == id);
    if (index < 0) {
      debugPrint('markDelivered: unknown stop $id');
      return;
    }
    stops[index].delivered = true;
    notifyListeners();
  }
}
