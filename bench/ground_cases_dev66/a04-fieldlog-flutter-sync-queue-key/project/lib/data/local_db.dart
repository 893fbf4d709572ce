import 'package:path/path.dart' as p;
import 'package:sqflite/sqflite.dart';

class LocalDb {
  LocalDb._(this.db);

  final Database db;

  static Future<LocalDb> open({String name = 'fieldlog.db'}) async {
    final dir = await getDatabasesPath();
    final db = await openDatabase(
      p.join(dir, name),
      version: 3,
      onCreate: (db, _) async {
        await db.execute('''
          CREATE TABLE reports (
            local_id TEXT PRIMARY KEY,
            id INTEGER,
            site_name TEXT NOT NULL,
            notes TEXT NOT NULL,
            updated_at TEXT NOT NULL
          )''');
        await db.execute('''
          CREATE TABLE sync_queue (
            key TEXT PRIMARY KEY,
            type TEXT NOT NULL,
            tbl TEXT NOT NULL,
            record_id INTEGER,
            local_id TEXT NOT NULL,
            payload TEXT NOT NULL,
            queued_at INTEGER NOT NULL
          )''');
      },
      onUpgrade: (db, from, to) async {
        if (from < 3) {
          await db.execute('ALTER TABLE sync_queue ADD COLUMN local_id TEXT NOT NULL DEFAULT ""');
        }
      },
    );
    return LocalDb._(db);
  }
}
