import Foundation
import Alamofire

/// Sends the APNs device token to notify-gateway (through the main API) so the
/// backend can push tracking updates to this device.
final class PushTokenUploader {
    static let shared = PushTokenUploader()

    private let defaults = UserDefaults.standard
    private let lastTokenKey = "push.lastUploadedToken"

    struct Registration: Encodable {
        let token: String
        let platform = "ios"
        let environment: String
        let appVersion: String
    }

    func upload(token: String) {
        guard token != defaults.string(forKey: lastTokenKey) else { return }
        let body = Registration(
            token: token,
            environment: Self.apsEnvironment,
            appVersion: Bundle.main.shortVersion
        )
        AF.request(AppConfig.apiBaseURL.appendingPathComponent("devices"),
                   method: .post, parameters: body, encoder: JSONParameterEncoder.default,
                   headers: AuthHeaders.current())
            .validate()
            .response { [weak self] result in
                if case .success = result.result {
                    self?.defaults.set(token, forKey: self?.lastTokenKey ?? "")
                }
            }
    }

    /// Mirrors the aps-environment entitlement: Xcode debug builds get sandbox tokens,
    /// TestFlight and App Store builds get production tokens.
    static var apsEnvironment: String {
        #if DEBUG
        return "sandbox"
        #else
        return "production"
        #endif
    }
}
