import UIKit

final class ShiftCell: UITableViewCell {
    static let reuseID = "ShiftCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with shift: Shift) {
        var content = defaultContentConfiguration()
        let from = DateParsing.time.string(from: shift.start)
        let to = DateParsing.time.string(from: shift.end)
        content.text = "\(from) – \(to)  \(shift.roleLabel)"
        content.secondaryText = [shift.storeName, Self.hoursText(shift.workedHours), shift.note]
            .compactMap { $0 }
            .filter { !$0.isEmpty }
            .joined(separator: " · ")
        content.secondaryTextProperties.color = .secondaryLabel
        contentConfiguration = content
        accessibilityLabel = "\(shift.storeName) \(from)から\(to) \(shift.roleLabel)"
    }

    static func hoursText(_ hours: Double) -> String {
        let minutes = Int((hours * 60).rounded())
        let (h, m) = (minutes / 60, minutes % 60)
        if m == 0 {
            return "\(h)時間"
        }
        return h == 0 ? "\(m)分" : "\(h)時間\(m)分"
    }
}
