import Foundation

/// 月単位の CSV 書き出し (Numbers / Excel で開く想定)。
struct CSVExporter {
    let header = ["日付", "区分", "カテゴリ", "金額", "メモ"]

    func fileName(for month: Date) -> String {
        "kakeibo_\(DateFormatting.fileMonth.string(from: month)).csv"
    }

    func csv(for entries: [Entry]) -> String {
        var lines = [header.joined(separator: ",")]
        for e in entries.sorted(by: { $0.date < $1.date }) {
            let row = [
                DateFormatting.exportDate.string(from: e.date),
                e.kind == .income ? "収入" : "支出",
                e.category.rawValue,
                String(e.amount),
                escape(e.memo),
            ]
            lines.append(row.joined(separator: ","))
        }
        // Excel で文字化けしないよう BOM を付ける
        return "\u{FEFF}" + lines.joined(separator: "\r\n") + "\r\n"
    }

    func write(entries: [Entry], month: Date, to directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(fileName(for: month))
        try csv(for: entries).write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func escape(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
