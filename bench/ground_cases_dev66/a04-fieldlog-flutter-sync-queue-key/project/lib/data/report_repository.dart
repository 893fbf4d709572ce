import 'package:sqflite/sqflite.dart';
import 'package:uuid/uuid.dart';

import '../sync/sync_queue.dart';
import 'models.dart';

class ReportRepository {
  ReportRepository(this._db, this._queue);

  final Database _db;
  final SyncQueue _queue;

  Future<Report> create(String siteName, String notes) async {
    final report = Report(localId: const Uuid().v4(), siteName: siteName, notes: notes, updatedAt: DateTime.now());
    await _db.insert('reports', {...report.toJson()..remove('id')});
    await _queue.enqueue(SyncOp(
        type: SyncOpType.create, table: 'reports', recordId: null, localId: report.localId, payload: report.toJson()));
    return report;
  }

  Future<void> update(Report report) async {
    await _db.update('reports', report.toJson()..remove('id'), where: 'local_id = ?', whereArgs: [report.localId]);
    await _queue.enqueue(SyncOp(
        type: report.id == null ? SyncOpType.create : SyncOpType.update,
        table: 'reports',
        recordId: report.id,
        localId: report.localId,
        payload: report.toJson()));
  }

  Future<List<Report>> all() async {
    final rows = await _db.query('reports', orderBy: 'updated_at DESC');
    return rows
        .map((r) => Report(
            id: r['id'] as int?,
            localId: r['local_id'] as String,
            siteName: r['site_name'] as String,
            notes: r['notes'] as String,
            updatedAt: DateTime.parse(r['updated_at'] as String)))
        .toList();
  }
}
