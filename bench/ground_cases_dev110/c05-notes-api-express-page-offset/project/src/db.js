const Database = require("better-sqlite3");

function openDb(file) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec(`
    create table if not exists notes (
      id integer primary key,
      title text not null,
      body text not null default '',
      tag text,
      created_at text not null default (datetime('now')),
      updated_at text not null default (datetime('now'))
    );
  `);

  return {
    listNotes({ offset, limit }) {
      return db
        .prepare("select * from notes order by updated_at desc, id desc limit ? offset ?")
        .all(limit, offset);
    },
    countNotes() {
      return db.prepare("select count(*) as n from notes").get().n;
    },
    listTags({ offset, limit }) {
      return db
        .prepare("select tag, count(*) as n from notes where tag is not null group by tag order by n desc limit ? offset ?")
        .all(limit, offset);
    },
    addNote({ title, body = "", tag = null }) {
      const info = db.prepare("insert into notes (title, body, tag) values (?, ?, ?)").run(title, body, tag);
      return info.lastInsertRowid;
    },
  };
}

module.exports = { openDb };
