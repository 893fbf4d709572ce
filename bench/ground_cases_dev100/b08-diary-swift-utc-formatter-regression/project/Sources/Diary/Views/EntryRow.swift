import SwiftUI

struct EntryRow: View {
    let entry: Entry

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(entry.mood.emoji)
                .font(.title2)
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.headline)
                    .font(.body)
                    .lineLimit(2)
                HStack(spacing: 8) {
                    Text(DateFormatting.time(entry.createdAt))
                    Text("\(entry.text.count)字")
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
        .accessibilityElement(children: .combine)
    }
}

#Preview {
    List {
        EntryRow(entry: Entry(text: "朝ランニングした。\n気持ちよかった", mood: .great))
        EntryRow(entry: Entry(text: "雨", mood: .bad))
        EntryRow(entry: Entry(text: "", mood: .okay))
    }
}
