import SwiftUI

struct ScanButton: View {
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            Label("扫描收据", systemImage: "camera.viewfinder")
                .font(.headline)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 14)
                .foregroundColor(.white)
                .background(Color.accentColor)
                .clipShape(Capsule())
        }
        .padding(.horizontal)
    }
}

struct ScanHintBanner: View {
    @AppStorage("scanHintDismissed") private var dismissed = false

    var body: some View {
        if !dismissed {
            HStack(spacing: 8) {
                Image(systemName: "lightbulb")
                Text("把收据放平、光线充足，识别更准确")
                    .font(.footnote)
                Spacer()
                Button("知道了") { dismissed = true }
                    .font(.footnote.bold())
            }
            .padding(12)
            .foregroundColor(.white)
            .background(Color.accentColor.opacity(0.9))
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .padding(.horizontal)
        }
    }
}
