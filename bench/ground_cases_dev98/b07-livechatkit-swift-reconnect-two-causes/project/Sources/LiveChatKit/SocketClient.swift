import Foundation

public protocol SocketClientDelegate: AnyObject {
    func socketClient(_ client: SocketClient, didReceive message: ChatMessage)
    func socketClient(_ client: SocketClient, didChangeState state: SocketClient.State)
}

/// One WebSocket to the chat server, reconnecting with backoff when it drops.
/// All state lives on `queue`; delegate calls come from that queue too.
public final class SocketClient {
    public enum State: Equatable {
        case idle
        case connecting
        case connected
        case waitingToReconnect(TimeInterval)
    }

    public weak var delegate: SocketClientDelegate?
    public private(set) var state: State = .idle {
        didSet { if state != oldValue { delegate?.socketClient(self, didChangeState: state) } }
    }

    private let url: URL
    private let session: URLSession
    private let token: () -> String
    private var task: URLSessionWebSocketTask?
    private var backoff = Backoff(base: 1, max: 300)
    private var reconnectWork: DispatchWorkItem?
    private let queue = DispatchQueue(label: "LiveChatKit.SocketClient")

    public init(url: URL, session: URLSession = .shared, token: @escaping () -> String) {
        self.url = url
        self.session = session
        self.token = token
    }

    /// Safe to call again, e.g. from scenePhase == .active.
    public func connect() {
        queue.async { self.open() }
    }

    public func disconnect() {
        queue.async {
            self.reconnectWork?.cancel()
            self.task?.cancel(with: .goingAway, reason: nil)
            self.task = nil
            self.state = .idle
        }
    }

    private func open() {
        switch state {
        case .idle, .waitingToReconnect:
            break
        case .connecting, .connected:
            return
        }
        reconnectWork?.cancel()
        state = .connecting
        var request = URLRequest(url: url)
        request.setValue("Bearer \(token())", forHTTPHeaderField: "Authorization")
        let task = session.webSocketTask(with: request)
        self.task = task
        task.resume()
        receive(on: task)
    }

    private func receive(on task: URLSessionWebSocketTask) {
        task.receive { [weak self] result in
            guard let self else { return }
            self.queue.async {
                guard task === self.task else { return }
                switch result {
                case .success(let message):
                    if self.state == .connecting { self.state = .connected }
                    self.handle(message)
                    self.receive(on: task)
                case .failure(let error):
                    self.handleFailure(error)
                }
            }
        }
    }

    private func handle(_ message: URLSessionWebSocketTask.Message) {
        guard case .string(let text) = message,
              let frame = try? ServerFrame.decoder.decode(ServerFrame.self, from: Data(text.utf8)) else { return }
        if case .message(let chat) = frame {
            delegate?.socketClient(self, didReceive: chat)
        }
    }

    private func handleFailure(_ error: Error) {
        task = nil
        guard state == .connected else { return }
        scheduleReconnect()
    }

    private func scheduleReconnect() {
        let delay = backoff.next()
        state = .waitingToReconnect(delay)
        let work = DispatchWorkItem { [weak self] in self?.open() }
        reconnectWork = work
        queue.asyncAfter(deadline: .now() + delay, execute: work)
    }
}
