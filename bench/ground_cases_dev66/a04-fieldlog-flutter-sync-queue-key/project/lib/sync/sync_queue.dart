import 'package:sqflite/sqflite.dart';

import '../data/models.dart';

/// Durable queue of local changes that still have to reach the server.
///
/// Several edits to the same record collapse into one entry (the latest payload wins),
/// so a report edited ten times offline is uploaded once.
class SyncQueue {
  SyncQueue(this._db);

  final Database _db;

  /// Human-readable queue contents for the hidden debug screen / bug reports.
  Future<String> debugDump() async {
    final rows = await _db.query('sync_queue', orderBy: 'queued_at ASC');
    if (rows.isEmpty) return 'sync queue: empty';
    return [
      'sync queue: ${rows.length} pending',
      for (final r in rows)
        '${r['key']}  ${r['type']}  local=${r['local_id']}  queued=${DateTime.fromMillisecondsSinceEpoch(r['queued_at'] as int)}',
    ].join('\n');
  }

  Future<void> enqueue(SyncOp op) async {
    final key = '${op.table}:${op.recordId}';
    await _db.insert('sync_queue', op.toRow(key), conflictAlgorithm: ConflictAlgorithm.replace);
  }

  Future<List<SyncOp>> pending({int limit = 50}) async {
    final rows = await _db.query('sync_queue', orderBy: 'queued_at ASC', limit: limit);
    return rows.map(SyncOp.fromRow).toList();
  }

  Future<void> remove(SyncOp op) async {
    await _db.delete('sync_queue', where: 'tbl = ? AND local_id = ?', whereArgs: [op.table, op.localId]);
  }

  Future<int> count() async {
    final result = await _db.rawQuery('SELECT COUNT(*) AS n FROM sync_queue');
    return result.first['n'] as int;
  }

  Future<void> clear() => _db.delete('sync_queue');
}
