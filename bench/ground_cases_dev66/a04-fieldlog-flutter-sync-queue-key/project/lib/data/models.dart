import 'dart:convert';

/// One inspection report as stored locally and sent to the API.
class Report {
  Report({this.id, required this.localId, required this.siteName, required this.notes, required this.updatedAt});

  /// Server id; null until the report has been created on the server.
  final int? id;

  /// Client-side UUID, stable from the moment the report is created on the device.
  final String localId;
  final String siteName;
  final String notes;
  final DateTime updatedAt;

  Map<String, Object?> toJson() => {
        'id': id,
        'local_id': localId,
        'site_name': siteName,
        'notes': notes,
        'updated_at': updatedAt.toUtc().toIso8601String(),
      };
}

enum SyncOpType { create, update, delete }

/// A pending change waiting to be uploaded.
class SyncOp {
  SyncOp({required this.type, required this.table, required this.recordId, required this.localId, required this.payload});

  final SyncOpType type;
  final String table;
  final int? recordId;
  final String localId;
  final Map<String, Object?> payload;

  Map<String, Object?> toRow(String key) => {
        'key': key,
        'type': type.name,
        'tbl': table,
        'record_id': recordId,
        'local_id': localId,
        'payload': jsonEncode(payload),
        'queued_at': DateTime.now().millisecondsSinceEpoch,
      };

  static SyncOp fromRow(Map<String, Object?> row) => SyncOp(
        type: SyncOpType.values.byName(row['type'] as String),
        table: row['tbl'] as String,
        recordId: row['record_id'] as int?,
        localId: row['local_id'] as String,
        payload: jsonDecode(row['payload'] as String) as Map<String, Object?>,
      );
}
