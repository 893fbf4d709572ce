exports.up = (pgm) => {
  pgm.createTable("users", {
    id: { type: "uuid", primaryKey: true, default: pgm.func("gen_random_uuid()") },
    email: { type: "text", notNull: true, unique: true },
    password_hash: { type: "text", notNull: true },
  });
  pgm.createTable("notes", {
    id: "id",
    owner_id: { type: "uuid", notNull: true, references: "users", onDelete: "cascade" },
    title: { type: "text", notNull: true, default: "" },
    body: { type: "text", notNull: true, default: "" },
    updated_at: { type: "timestamptz", notNull: true, default: pgm.func("now()") },
  });
};

exports.down = (pgm) => {
  pgm.dropTable("notes");
  pgm.dropTable("users");
};
