import SwiftUI

struct ShareButton: View {
    let receipt: Receipt

    var body: some View {
        Button {
            ShareHelper.share(receipt)
        } label: {
            Image(systemName: "square.and.arrow.up")
        }
        .accessibilityLabel("分享收据")
    }
}
