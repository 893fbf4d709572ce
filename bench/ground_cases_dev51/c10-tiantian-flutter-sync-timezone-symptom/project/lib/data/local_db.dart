import 'package:sqflite/sqflite.dart';

import 'workout.dart';

class LocalDb {
  LocalDb(this._db);

  final Database _db;

  static Future<LocalDb> open(String path) async {
    final db = await openDatabase(path, version: 3, onCreate: (db, _) async {
      await db.execute('''
        CREATE TABLE workouts (
          id TEXT PRIMARY KEY,
          type TEXT NOT NULL,
          started_at TEXT NOT NULL,
          duration_sec INTEGER NOT NULL,
          updated_at TEXT NOT NULL,
          calories INTEGER,
          note TEXT
        )''');
    });
    return LocalDb(db);
  }

  Future<List<Workout>> allWorkouts() async {
    final rows = await _db.query('workouts', orderBy: 'started_at DESC');
    return rows.map(Workout.fromRow).toList();
  }

  Future<List<Workout>> workoutsUpdatedAfter(DateTime since) async {
    final all = await allWorkouts();
    return all.where((w) => w.updatedAt.isAfter(since)).toList();
  }

  Future<void> upsertFromServer(Map<String, dynamic> row) async {
    await _db.insert('workouts', row, conflictAlgorithm: ConflictAlgorithm.replace);
  }
}
