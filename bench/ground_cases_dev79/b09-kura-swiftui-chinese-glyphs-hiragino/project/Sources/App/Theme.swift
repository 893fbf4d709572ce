import SwiftUI

enum Theme {
    enum Style {
        case title, headline, body, caption

        var size: CGFloat {
            switch self {
            case .title: return 24
            case .headline: return 17
            case .body: return 15
            case .caption: return 12
            }
        }

        var textStyle: Font.TextStyle {
            switch self {
            case .title: return .title2
            case .headline: return .headline
            case .body: return .body
            case .caption: return .caption
            }
        }
    }

    static let accent = Color(red: 0.55, green: 0.27, blue: 0.07)
    static let lowStock = Color.orange

    static func font(_ style: Style) -> Font {
        .custom("HiraginoSans-W3", size: style.size, relativeTo: style.textStyle)
    }
}
