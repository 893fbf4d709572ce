import { describe, expect, it } from "vitest";
import { readRows } from "../src/import/csvReader.js";

describe("readRows", () => {
  it("maps header aliases", () => {
    const rows = readRows(Buffer.from("E-Mail,Name\na@b.de,Anna\n"));
    expect(rows[0].email).toBe("a@b.de");
    expect(rows[0].__line).toBe("2");
  });
  it("ignores a UTF-8 BOM before the header", () => {
    const rows = readRows(Buffer.from("\uFEFFE-Mail;Name\na@b.de;Anna\n"));
    expect(rows[0].email).toBe("a@b.de");
  });
  it("detects semicolon files", () => {
    const rows = readRows(Buffer.from("email;name\na@b.de;Anna\n"));
    expect(rows[0].name).toBe("Anna");
  });
});
