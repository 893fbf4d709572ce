import 'package:flutter/foundation.dart';

import '../api/workout_api.dart';
import '../models/workout.dart';

class WorkoutProvider extends ChangeNotifier {
  WorkoutProvider(this._api);

  final WorkoutApi _api;

  List<Workout> _items = const [];
  bool _loading = false;
  String? _error;
  DateTime? _lastLoaded;

  List<Workout> get items => _items;
  bool get loading => _loading;
  String? get error => _error;
  bool get isEmpty => !_loading && _error == null && _items.isEmpty;

  Future<void> load() async {
    if (_lastLoaded != null) return;
    await refresh();
  }

  Future<void> refresh() async {
    _loading = true;
    _error = null;
    notifyListeners();
    try {
      final fresh = await _api.fetchWorkouts();
      if (fresh.isEmpty) return;
      _items = fresh;
      _lastLoaded = DateTime.now();
    } catch (e) {
      _error = e.toString();
    }
    _loading = false;
    notifyListeners();
  }

  Future<void> remove(String id) async {
    final before = _items;
    _items = _items.where((w) => w.id != id).toList();
    notifyListeners();
    try {
      await _api.deleteWorkout(id);
    } catch (e) {
      _items = before;
      _error = e.toString();
      notifyListeners();
    }
  }
}
