import SwiftUI

struct EventRow: View {
    let event: Event

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 2)
                .fill(event.isAllDay ? Color.orange : Color.accentColor)
                .frame(width: 4)

            VStack(alignment: .leading, spacing: 4) {
                Text(event.title)
                    .font(.body.weight(.medium))
                    .lineLimit(2)
                    .multilineTextAlignment(.leading)
                if let location = event.location, !location.isEmpty {
                    Label(location, systemImage: "mappin.and.ellipse")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
            .layoutPriority(1)

            Spacer(minLength: 8)

            Text(DateFormatting.timeRange(event))
                .font(.callout.monospacedDigit())
                .foregroundStyle(.secondary)
                .fixedSize()
        }
        .padding(.vertical, 4)
        .accessibilityElement(children: .combine)
    }
}

#Preview {
    List {
        EventRow(event: Event(title: "デザインレビュー（新しいオンボーディング画面とプロフィール編集まわり）",
                              startAt: .now, endAt: .now.addingTimeInterval(3600), location: "会議室B"))
        EventRow(event: Event(title: "ランチ", startAt: .now, endAt: .now.addingTimeInterval(3600)))
    }
}
