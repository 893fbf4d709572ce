import SwiftUI

enum Theme {
    static let accent = Color(red: 0.20, green: 0.45, blue: 0.85)
    static let done = Color(UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.35, green: 0.85, blue: 0.45, alpha: 1)
            : UIColor(red: 0.10, green: 0.35, blue: 0.15, alpha: 1)
    })
    static let cardBackground = Color(.secondarySystemBackground)

    static func streakColor(_ days: Int) -> Color {
        switch days {
        case 0: return .secondary
        case 1..<7: return accent
        case 7..<30: return .orange
        default: return .red
        }
    }

    static let cornerRadius: CGFloat = 12
    static let rowSpacing: CGFloat = 8

    // Used by the onboarding screens.
    static let gradient = LinearGradient(
        colors: [accent.opacity(0.9), accent.opacity(0.5)],
        startPoint: .topLeading,
        endPoint: .bottomTrailing
    )
}
