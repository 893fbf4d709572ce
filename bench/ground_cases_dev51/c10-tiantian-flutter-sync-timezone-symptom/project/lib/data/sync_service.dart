import 'package:shared_preferences/shared_preferences.dart';

import 'api_client.dart';
import 'local_db.dart';

/// 增量同步：把上次同步之后本地改过的记录推上去，再把服务器上的新记录拉下来。
class SyncService {
  SyncService(this._api, this._db, this._prefs);

  static const _kLastSync = 'lastSyncedAt';

  final ApiClient _api;
  final LocalDb _db;
  final SharedPreferences _prefs;

  DateTime get lastSyncedAt {
    final raw = _prefs.getString(_kLastSync);
    return raw == null ? DateTime.fromMillisecondsSinceEpoch(0, isUtc: true) : DateTime.parse(raw);
  }

  Future<int> sync() async {
    final since = lastSyncedAt;
    final changed = await _db.workoutsUpdatedAfter(since);
    await _api.pushWorkouts(changed);

    final remote = await _api.pullWorkouts(since);
    for (final row in remote) {
      await _db.upsertFromServer(row);
    }
    await _prefs.setString(_kLastSync, DateTime.now().toIso8601String());
    return changed.length + remote.length;
  }

  Future<void> reset() async {
    await _prefs.remove(_kLastSync);
  }
}
