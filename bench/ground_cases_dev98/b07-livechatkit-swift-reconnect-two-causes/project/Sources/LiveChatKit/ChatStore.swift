import Combine
import Foundation

/// What the chat screen shows. Fed by SocketClient through the delegate.
public final class ChatStore: ObservableObject, SocketClientDelegate {
    @Published public private(set) var messages: [ChatMessage] = []
    @Published public private(set) var unreadCount = 0
    @Published public private(set) var connectionLabel = "オフライン"

    /// Set by the view: messages that arrive while it is on screen are read.
    public var isVisible = false
    private var seen = Set<String>()

    public init() {}

    // SocketClient calls these on its own queue; @Published must change on main.

    public func socketClient(_ client: SocketClient, didReceive message: ChatMessage) {
        DispatchQueue.main.async {
            guard self.seen.insert(message.id).inserted else { return }
            self.messages.append(message)
            if !self.isVisible { self.unreadCount += 1 }
        }
    }

    public func socketClient(_ client: SocketClient, didChangeState state: SocketClient.State) {
        let label: String
        switch state {
        case .idle: label = "オフライン"
        case .connecting: label = "接続中…"
        case .connected: label = "オンライン"
        case .waitingToReconnect(let delay): label = "再接続まで \(Int(delay)) 秒"
        }
        DispatchQueue.main.async { self.connectionLabel = label }
    }

    public func markAllRead() {
        unreadCount = 0
    }
}
