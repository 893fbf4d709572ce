import 'package:flutter_riverpod/flutter_riverpod.dart';
import 'package:shared_preferences/shared_preferences.dart';

import 'data/api_client.dart';
import 'data/local_db.dart';
import 'data/sync_service.dart';
import 'data/workout.dart';

final prefsProvider = Provider<SharedPreferences>((ref) => throw UnimplementedError('overridden in main'));
final localDbProvider = Provider<LocalDb>((ref) => throw UnimplementedError('overridden in main'));
final tokenProvider = StateProvider<String>((ref) => '');

final apiClientProvider = Provider<ApiClient>((ref) => ApiClient(ref.watch(tokenProvider)));

final syncServiceProvider = Provider<SyncService>(
  (ref) => SyncService(ref.watch(apiClientProvider), ref.watch(localDbProvider), ref.watch(prefsProvider)),
);

final workoutsProvider = FutureProvider<List<Workout>>((ref) async {
  return ref.watch(localDbProvider).allWorkouts();
});
