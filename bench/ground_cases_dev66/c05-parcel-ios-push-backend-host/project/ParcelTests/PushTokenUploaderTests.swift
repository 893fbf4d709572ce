import XCTest
@testable import Parcel

final class PushTokenUploaderTests: XCTestCase {

    func testDebugBuildsReportSandbox() {
        #if DEBUG
        XCTAssertEqual(PushTokenUploader.apsEnvironment, "sandbox")
        #else
        XCTAssertEqual(PushTokenUploader.apsEnvironment, "production")
        #endif
    }

    func testRegistrationEncodesPlatformAndEnvironment() throws {
        let body = PushTokenUploader.Registration(token: "abc", environment: "production", appVersion: "1.8.0")
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(body)) as? [String: Any]
        XCTAssertEqual(json?["platform"] as? String, "ios")
        XCTAssertEqual(json?["environment"] as? String, "production")
        XCTAssertEqual(json?["token"] as? String, "abc")
    }

    func testSameTokenIsNotUploadedTwice() {
        let defaults = UserDefaults.standard
        defaults.set("abc", forKey: "push.lastUploadedToken")
        PushTokenUploader.shared.upload(token: "abc")
        XCTAssertEqual(defaults.string(forKey: "push.lastUploadedToken"), "abc")
    }

    func testRegistrationCarriesAppVersion() throws {
        let body = PushTokenUploader.Registration(token: "t", environment: "sandbox", appVersion: "1.8.0")
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(body)) as? [String: Any]
        XCTAssertEqual(json?["appVersion"] as? String, "1.8.0")
    }
}
