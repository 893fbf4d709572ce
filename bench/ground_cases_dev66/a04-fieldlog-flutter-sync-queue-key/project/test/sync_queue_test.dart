import 'package:fieldlog/data/models.dart';
import 'package:fieldlog/sync/sync_queue.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:sqflite_common_ffi/sqflite_ffi.dart';

void main() {
  late Database db;
  late SyncQueue queue;

  setUpAll(sqfliteFfiInit);

  setUp(() async {
    db = await databaseFactoryFfi.openDatabase(inMemoryDatabasePath);
    await db.execute('CREATE TABLE sync_queue (key TEXT PRIMARY KEY, type TEXT NOT NULL, tbl TEXT NOT NULL, '
        'record_id INTEGER, local_id TEXT NOT NULL, payload TEXT NOT NULL, queued_at INTEGER NOT NULL)');
    queue = SyncQueue(db);
  });

  SyncOp update(int id, String notes) =>
      SyncOp(type: SyncOpType.update, table: 'reports', recordId: id, localId: 'l$id', payload: {'notes': notes});

  test('edits to one report collapse into the latest', () async {
    await queue.enqueue(update(7, 'first'));
    await queue.enqueue(update(7, 'second'));
    final pending = await queue.pending();
    expect(pending, hasLength(1));
    expect(pending.single.payload['notes'], 'second');
  });

  test('edits to different reports are all kept', () async {
    await queue.enqueue(update(7, 'a'));
    await queue.enqueue(update(8, 'b'));
    expect(await queue.count(), 2);
  });

  test('remove drops only that report', () async {
    await queue.enqueue(update(7, 'a'));
    await queue.enqueue(update(8, 'b'));
    await queue.remove(update(7, 'a'));
    expect((await queue.pending()).single.recordId, 8);
  });
}
